import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

/** Who is doing it: the same field on every form that records a person. */
export function OperatorField({ error, registration }: { error?: string | undefined; registration: UseFormRegisterReturn }) {
  return (
    <FormField label="Operator" error={error}>
      {(props) => <input {...props} {...registration} className="input" autoComplete="name" placeholder="Your name" />}
    </FormField>
  );
}

/** Register options that hand the typed name on as it changes, for useOperatorName to remember. */
export const rememberedAs = (remember: (name: string) => void) => ({
  onChange: (event: { target: { value: string } }) => remember(event.target.value),
});
