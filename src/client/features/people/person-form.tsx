import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, Password, PersonName, Pin, Role, Username } from '../../../shared/contract/people';
import { applyProblemToForm } from '../../api/form-errors';
import { FormField } from '../../ui/form-field';
import { RoleField } from './role-field';

/** A new person as the form holds them: a blank PIN means none. */
const PersonFields = z.object({
  username: Username,
  name: PersonName,
  role: Role,
  password: Password,
  pin: z.union([z.literal(''), Pin]),
});
type PersonInput = z.input<typeof PersonFields>;
export type PersonValues = z.output<typeof PersonFields>;

const FIELDS = { username: 'username', name: 'name', role: 'role', password: 'password', pin: 'pin' } as const;

/**
 * A person's account: username, name, password and an optional PIN for switching on a shared
 * phone; the role too, unless `fixedRole` says (the first administrator).
 */
export function PersonForm({
  submitLabel,
  fixedRole,
  onSubmit,
}: {
  submitLabel: string;
  fixedRole?: 'administrator';
  onSubmit: (values: PersonValues) => Promise<unknown>;
}) {
  const form = useForm<PersonInput, unknown, PersonValues>({
    resolver: zodResolver(PersonFields),
    defaultValues: { username: '', name: '', role: fixedRole ?? 'operator', password: '', pin: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.reset();
    } catch (error) {
      const text = applyProblemToForm(error, form.setError, FIELDS);
      form.setError('root', { message: text });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="flex w-full max-w-md flex-col gap-3" noValidate>
      <FormField label="Name" error={errors.name?.message}>
        {(props) => <input {...props} {...form.register('name')} className="input" autoComplete="off" />}
      </FormField>
      <FormField label="Username" error={errors.username?.message}>
        {(props) => <input {...props} {...form.register('username')} className="input" autoComplete="off" autoCapitalize="none" />}
      </FormField>
      {!fixedRole && <RoleField label="Role" error={errors.role?.message} registration={form.register('role')} />}
      <FormField label="Password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} error={errors.password?.message}>
        {(props) => <input {...props} {...form.register('password')} className="input" type="password" autoComplete="new-password" />}
      </FormField>
      <FormField
        label="PIN (optional)"
        hint="4 to 8 digits: to switch person on a shared phone, and to confirm a release or a delete."
        error={errors.pin?.message}
      >
        {(props) => <input {...props} {...form.register('pin')} className="input" type="password" inputMode="numeric" autoComplete="off" />}
      </FormField>
      {errors.root && (
        <p role="alert" className="text-red-700">
          {errors.root.message}
        </p>
      )}
      <button type="submit" className="btn-primary self-start" disabled={isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}

/** The body the API takes: no PIN when it was left blank. */
export const personBody = ({ pin, ...rest }: PersonValues) => ({ ...rest, ...(pin !== '' && { pin }) });
