import { useNavigate } from 'react-router-dom';
import { useSession, useSignOut } from '../../api/session/session';
import { Screen } from '../../ui/screen';
import { SignInForm } from './sign-in-form';

/** Switching person on a shared device: who is signed in now, and the form for the next. */
export function SignInScreen() {
  const navigate = useNavigate();
  const { data: session } = useSession();
  const signOut = useSignOut();
  const current = session?.person;
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
      <SignInForm onSignedIn={() => void navigate('/')} />
    </Screen>
  );
}
