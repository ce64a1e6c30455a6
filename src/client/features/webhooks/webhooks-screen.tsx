import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { NewWebhookBody, WEBHOOK_EVENT_TYPES, type NewWebhookAnswer, type Webhook } from '../../../shared/contract/webhooks';
import { applyProblemToForm, problemText } from '../../api/form-errors';
import { useSession } from '../../api/session/session';
import { createWebhook, deleteWebhook, testWebhook, useWebhooks } from '../../api/webhooks/webhooks';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DateTime } from '../../ui/date-time';
import { FormField } from '../../ui/form-field';
import { Loading } from '../../ui/query-state';
import { Screen } from '../../ui/screen';
import { ShownOnce } from '../../ui/shown-once';
import { useToast } from '../../ui/toast';
import { DeliveryLog } from './delivery-log';

/** Registering a URL for some events; the secret the server makes is shown once, after. */
function NewWebhookForm({ onMade }: { onMade: (made: NewWebhookAnswer) => void }) {
  const client = useQueryClient();
  const form = useForm<NewWebhookBody>({ resolver: zodResolver(NewWebhookBody), defaultValues: { url: '', events: [] } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      onMade(await createWebhook(values));
      form.reset();
      await client.invalidateQueries({ queryKey: ['webhooks'] });
    } catch (error) {
      form.setError('root', { message: applyProblemToForm(error, form.setError, { url: 'url', events: 'events' }) });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" aria-label="Register a webhook" noValidate>
      <FormField label="URL" hint="Where each event is POSTed, e.g. https://erp.example/hooks/lotline." error={errors.url?.message}>
        {(props) => <input {...props} {...form.register('url')} className="input" type="url" autoComplete="off" />}
      </FormField>
      <fieldset className="flex flex-col gap-1" aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend className="font-semibold text-stone-700">Events</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input type="checkbox" value={type} {...form.register('events')} />
              <code>{type}</code>
            </label>
          ))}
        </div>
        {errors.events && (
          <p id="webhook-events-error" className="text-red-700">
            {errors.events.message ?? errors.events.root?.message}
          </p>
        )}
      </fieldset>
      <div>
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Registering...' : 'Register webhook'}
        </button>
      </div>
      {errors.root && (
        <p role="alert" className="text-red-700">
          {errors.root.message}
        </p>
      )}
    </form>
  );
}

function WebhookActions({ hook, open, onToggle, onClose }: { hook: Webhook; open: boolean; onToggle: () => void; onClose: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    // Its log closes first and is dropped: fetched again, it would answer 404 once the webhook is gone.
    onClose();
    try {
      await deleteWebhook(hook.id);
      client.removeQueries({ queryKey: ['webhooks', hook.id] });
      toast.success(`${hook.url}: removed.`);
      await client.invalidateQueries({ queryKey: ['webhooks'], exact: true });
    } catch (error) {
      toast.failure(problemText(error));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const ping = async () => {
    try {
      await testWebhook(hook.id);
      toast.success('Test event queued: it shows in the deliveries.');
      await client.invalidateQueries({ queryKey: ['webhooks', hook.id, 'deliveries'] });
    } catch (error) {
      toast.failure(problemText(error));
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn-secondary" aria-expanded={open} aria-label={`Deliveries to ${hook.url}`} onClick={onToggle}>
        {open ? 'Hide deliveries' : 'Deliveries'}
      </button>
      <button type="button" className="btn-secondary" aria-label={`Send a test to ${hook.url}`} onClick={() => void ping()}>
        Send test
      </button>
      <button type="button" className="btn-secondary text-red-700" aria-label={`Remove ${hook.url}`} onClick={() => setAsking(true)}>
        Remove
      </button>
      <ConfirmDialog
        open={asking}
        busy={busy}
        confirmLabel="Remove"
        message={`Remove the webhook to ${hook.url}? It is sent nothing more, not even what it is still owed.`}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

function WebhookList() {
  const hooks = useWebhooks();
  const [open, setOpen] = useState<number | null>(null);
  if (hooks.isPending) return <Loading />;
  if (hooks.isError)
    return (
      <p role="alert" className="text-red-700">
        {problemText(hooks.error)}
      </p>
    );
  if (hooks.data.items.length === 0) return <p className="text-stone-700">No webhooks yet.</p>;
  return (
    <ul aria-label="Webhooks" className="flex flex-col gap-3">
      {hooks.data.items.map((hook) => (
        <li key={hook.id} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3">
          <p className="break-all font-semibold">{hook.url}</p>
          <p className="text-stone-700">
            {hook.events.join(', ')} · registered <DateTime at={hook.created_at} />
            {hook.created_by && ` by ${hook.created_by}`}
          </p>
          <WebhookActions
            hook={hook}
            open={open === hook.id}
            onToggle={() => setOpen(open === hook.id ? null : hook.id)}
            onClose={() => setOpen(null)}
          />
          {open === hook.id && <DeliveryLog hook={hook} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * Settings › Webhooks (decision 044): an administrator registers URLs that other systems (an ERP,
 * a shop) receive the plant's events at, signed as Standard Webhooks says, and reads each one's deliveries.
 */
export function WebhooksScreen() {
  const { data: session, isPending } = useSession();
  const [made, setMade] = useState<NewWebhookAnswer | null>(null);
  if (isPending || !session) return <Loading />;
  if (session.accounts && session.person?.role !== 'administrator') {
    return (
      <Screen title="Webhooks">
        <p>Only an administrator manages webhooks.</p>
      </Screen>
    );
  }
  return (
    <Screen title="Webhooks">
      <div className="flex flex-col gap-4">
        <p className="text-stone-700">
          Each event is POSTed as JSON with <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code>{' '}
          headers; a receiver that does not answer 2xx is tried again, later and later, for about a day.
        </p>
        {made ? (
          <ShownOnce label="Signing secret" secret={made.secret} onDone={() => setMade(null)}>
            The signing secret of <strong className="break-all">{made.url}</strong>, shown this once: give it to the receiver now, so it can
            check each webhook-signature.
          </ShownOnce>
        ) : (
          <NewWebhookForm onMade={setMade} />
        )}
        <WebhookList />
      </div>
    </Screen>
  );
}
