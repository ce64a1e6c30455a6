import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession, useSignOut } from '../../api/session/session';
import { Screen } from '../../ui/screen';
import { SignInForm } from './sign-in-form';

/** Switching person on a shared device: who is signed in now, and the form for the next. */
export function SignInScreen() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const [params] = useSearchParams();
  const { data: session } = useSession();
  const signOut = useSignOut();
  const current = session?.person;
  // A badge scanned on a screen brought the person here: back to that screen, now theirs. The
  // first page of a tab ('default') has nothing before it.
  const back = params.has('badge') && key !== 'default';
  return (
    <Screen
      title={current ? 'Switch person' : 'Sign in'}
      actions={
        current && (
          <button type="button" className="btn-secondary" onClick={signOut}>
            Sign out
          </button>
        )
      }
    >
      {current && (
        <p className="mb-3">
          Signed in as <strong>{current.name}</strong> ({current.role}).
        </p>
      )}
      <SignInForm onSignedIn={() => void (back ? navigate(-1) : navigate('/'))} />
    </Screen>
  );
}
