import type { UseFormRegisterReturn } from 'react-hook-form';
import { useSignedInName } from '../api/session/session';
import { FormField } from './form-field';

/**
 * Who is doing it: the same field on every form that records a person. Once accounts are on it
 * shows the signed-in person, whom the server records whatever the field says.
 */
export function OperatorField({ error, registration }: { error?: string | undefined; registration: UseFormRegisterReturn }) {
  const signedIn = useSignedInName() !== null;
  return (
    <FormField label="Operator" error={error} hint={signedIn ? 'The person signed in on this device.' : undefined}>
      {(props) => <input {...props} {...registration} className="input" autoComplete="name" placeholder="Your name" readOnly={signedIn} />}
    </FormField>
  );
}

/** Register options that hand the typed name on as it changes, for useOperatorName to remember. */
export const rememberedAs = (remember: (name: string) => void) => ({
  onChange: (event: { target: { value: string } }) => remember(event.target.value),
});
