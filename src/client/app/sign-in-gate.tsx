import { SignInForm } from '../features/people/sign-in-form';
import { ScannableScreen } from '../scan';
import { Screen } from '../ui/screen';

/**
 * What every screen shows while accounts are on and no one is signed in on this device. It
 * stands in for the screen, so it tells the scan layer it has mounted: scans wait for that.
 */
export function SignInGate() {
  return (
    <ScannableScreen>
      <Screen title="Sign in">
        <p className="mb-3">Accounts are on: sign in to use Lotline on this device.</p>
        <SignInForm />
      </Screen>
    </ScannableScreen>
  );
}
