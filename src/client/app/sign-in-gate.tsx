import { SignInForm } from '../features/people/sign-in-form';
import { Screen } from '../ui/screen';

/** What every screen shows while accounts are on and no one is signed in on this device. */
export function SignInGate() {
  return (
    <Screen title="Sign in">
      <p className="mb-3">Accounts are on: sign in to use Lotline on this device.</p>
      <SignInForm />
    </Screen>
  );
}
