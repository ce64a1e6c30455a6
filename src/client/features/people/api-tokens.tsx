import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { NewTokenBody, type ApiToken } from '../../../shared/contract/people';
import { applyProblemToForm, problemText } from '../../api/form-errors';
import { createToken, revokeToken, usePeople, useTokens } from '../../api/people/people';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DateTime } from '../../ui/date-time';
import { FormField } from '../../ui/form-field';
import { Loading } from '../../ui/query-state';
import { ShownOnce } from '../../ui/shown-once';
import { useToast } from '../../ui/toast';
import { RoleField } from './role-field';

/** Making a token: its name (what the records will name) and its role. The secret is shown once, here. */
function NewTokenForm({ onMade }: { onMade: (secret: { name: string; token: string }) => void }) {
  const client = useQueryClient();
  const form = useForm<NewTokenBody>({ resolver: zodResolver(NewTokenBody), defaultValues: { name: '', role: 'operator' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const made = await createToken(values);
      onMade({ name: made.name, token: made.token });
      form.reset();
      await client.invalidateQueries({ queryKey: ['tokens'] });
    } catch (error) {
      form.setError('root', { message: applyProblemToForm(error, form.setError, { name: 'name', role: 'role' }) });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2" aria-label="Make an API token" noValidate>
      <FormField label="Token name" hint="What its records name, e.g. Shop sync." error={errors.name?.message}>
        {(props) => <input {...props} {...form.register('name')} className="input" autoComplete="off" />}
      </FormField>
      <RoleField label="Token role" error={errors.role?.message} registration={form.register('role')} className="input w-auto" />
      <button type="submit" className="btn-secondary" disabled={isSubmitting}>
        {isSubmitting ? 'Making...' : 'Make token'}
      </button>
      {errors.root && (
        <p role="alert" className="w-full text-red-700">
          {errors.root.message}
        </p>
      )}
    </form>
  );
}

function RevokeButton({ token }: { token: ApiToken }) {
  const client = useQueryClient();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await revokeToken(token.id);
      toast.success(`${token.name}: revoked.`);
      await client.invalidateQueries({ queryKey: ['tokens'] });
    } catch (error) {
      toast.failure(problemText(error));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <button type="button" className="btn-secondary text-red-700" aria-label={`Revoke ${token.name}`} onClick={() => setAsking(true)}>
        Revoke
      </button>
      <ConfirmDialog
        open={asking}
        busy={busy}
        confirmLabel="Revoke"
        message={`Revoke ${token.name}? Whatever uses it is refused from now on; its records keep its name.`}
        onConfirm={() => void revoke()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/**
 * API tokens for integrations (a shop, an ERP): each acts with a role under its own name, is shown
 * once when made, and can be revoked.
 */
export function ApiTokens() {
  const tokens = useTokens();
  // A token names who made it by person id; the People screen has read everyone already.
  const people = usePeople(true);
  const nameOf = (id: string) => people.data?.items.find((person) => person.id === id)?.name ?? id;
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  return (
    <section aria-labelledby="api-tokens" className="flex flex-col gap-3">
      <h2 id="api-tokens" className="text-lg font-semibold">
        API tokens
      </h2>
      <p className="text-stone-700">
        An integration sends its token as <code>Authorization: Bearer …</code> and acts with the token&apos;s role, under its name.
      </p>
      {secret ? (
        <ShownOnce label="New token" secret={secret.token} onDone={() => setSecret(null)}>
          The token <strong>{secret.name}</strong>, shown this once: copy it into the integration now.
        </ShownOnce>
      ) : (
        <NewTokenForm onMade={setSecret} />
      )}
      {tokens.isPending ? (
        <Loading />
      ) : tokens.isError ? (
        <p role="alert" className="text-red-700">
          {problemText(tokens.error)}
        </p>
      ) : tokens.data.items.length === 0 ? (
        <p className="text-stone-700">No tokens yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left" aria-label="API tokens">
            <thead>
              <tr>
                <th className="p-1">Name</th>
                <th className="p-1">Role</th>
                <th className="p-1">Made</th>
                <th className="p-1">Last used</th>
                <th className="p-1">
                  <span className="sr-only">Revoke</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.data.items.map((token) => (
                <tr key={token.id} className={token.revoked_at ? 'text-stone-500' : ''}>
                  <td className="p-1">{token.name}</td>
                  <td className="p-1">{token.role}</td>
                  <td className="p-1">
                    <DateTime at={token.created_at} /> by {nameOf(token.created_by)}
                  </td>
                  <td className="p-1">{token.last_used_at ? <DateTime at={token.last_used_at} /> : 'never'}</td>
                  <td className="p-1">
                    {token.revoked_at ? (
                      <>
                        revoked <DateTime at={token.revoked_at} />
                      </>
                    ) : (
                      <RevokeButton token={token} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
