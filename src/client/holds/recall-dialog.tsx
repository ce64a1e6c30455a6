import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CloseRecallBody, NOTIFY_METHODS, NotifyBody, StartRecallBody, type RecallState } from '../../shared/contract/recalls';
import { applyIssuesToForm, applyProblemToForm } from '../api/form-errors';
import { useChangeRecall, type RecallChange } from '../api/recalls/change-recall';
import { newIdempotencyKey } from '../api/request';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormField } from '../ui/form-field';
import { OperatorField, rememberedAs } from '../ui/operator-field';
import { useOperatorName } from '../ui/operator-name';
import { useToast } from '../ui/toast';

interface Fields {
  reason: string;
  drill: boolean;
  method: string;
  note: string;
  operator: string;
}

const FIELDS: Record<string, keyof Fields> = { reason: 'reason', drill: 'drill', method: 'method', note: 'note', operator: 'operator' };

/** What the dialog does: start a recall of traced ids, mark one customer notified, or close a recall. */
export type RecallAct =
  { action: 'start'; itemIds: readonly string[] } | { action: 'notify'; id: number; customerId: string } | { action: 'close'; id: number };

type Checked = { change: RecallChange } | { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

const note = (fields: Fields) => (fields.note.trim() ? { note: fields.note } : {});

/** The request for the fields, checked by the contract's own schema; problems name the fields. */
function changeOf(act: RecallAct, fields: Fields): Checked {
  const { operator } = fields;
  if (act.action === 'start') {
    const body = StartRecallBody.safeParse({ item_ids: [...act.itemIds], reason: fields.reason, drill: fields.drill, operator });
    return body.success ? { change: { action: 'start', body: body.data } } : { issues: body.error.issues };
  }
  if (act.action === 'notify') {
    const body = NotifyBody.safeParse({ customer_id: act.customerId, method: fields.method, operator, ...note(fields) });
    return body.success ? { change: { action: 'notify', id: act.id, body: body.data } } : { issues: body.error.issues };
  }
  const body = CloseRecallBody.safeParse({ operator, ...note(fields) });
  return body.success ? { change: { action: 'close', id: act.id, body: body.data } } : { issues: body.error.issues };
}

const CONFIRM: Record<RecallAct['action'], string> = { start: 'Start the recall', notify: 'Mark notified', close: 'Close the recall' };

interface RecallDialogProps {
  act: RecallAct;
  /** what is about to happen, in a sentence */
  message: ReactNode;
  defaultReason?: string;
  onClose: () => void;
  onDone: (recall: RecallState) => void;
}

/**
 * Asks what a recall's act needs (a start its reason and whether it is a drill, a notification
 * how the customer was told) and who is acting. The key is made when the dialog opens, so a
 * second press after a lost answer acts once.
 */
export function RecallDialog({ act, message, defaultReason = '', onClose, onDone }: RecallDialogProps) {
  const [operator, rememberOperator] = useOperatorName();
  const [key] = useState(newIdempotencyKey);
  const toast = useToast();
  const recalls = useChangeRecall();
  const form = useForm<Fields>({ defaultValues: { reason: defaultReason, drill: false, method: 'phone', note: '', operator } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (fields) => {
    if (recalls.isPending) return;
    const checked = changeOf(act, fields);
    if ('issues' in checked) {
      applyIssuesToForm(checked.issues, form.setError, FIELDS);
      return;
    }
    try {
      const answer = await recalls.mutateAsync({ change: checked.change, key });
      if (answer.state) onDone(answer.state);
      onClose();
    } catch (error) {
      toast.failure(applyProblemToForm(error, form.setError, FIELDS));
    }
  });

  return (
    <ConfirmDialog
      open
      confirmLabel={CONFIRM[act.action]}
      message={message}
      busy={recalls.isPending}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        {act.action === 'start' && (
          <>
            <FormField label="Reason" error={errors.reason?.message}>
              {(props) => <textarea {...props} {...form.register('reason')} className="input min-h-20" autoFocus />}
            </FormField>
            <label className="flex items-center gap-2">
              <input type="checkbox" {...form.register('drill')} className="size-5" />
              Drill: the same steps, nothing put on hold
            </label>
          </>
        )}
        {act.action === 'notify' && (
          <FormField label="How" error={errors.method?.message}>
            {(props) => (
              <select {...props} {...form.register('method')} className="input" autoFocus>
                {NOTIFY_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {method}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        {act.action !== 'start' && (
          <FormField label="Note" error={errors.note?.message}>
            {(props) => <input {...props} {...form.register('note')} className="input" autoComplete="off" placeholder="Optional" />}
          </FormField>
        )}
        <OperatorField error={errors.operator?.message} registration={form.register('operator', rememberedAs(rememberOperator))} />
        {/* Enter in a field submits, as in every other form. */}
        <button type="submit" hidden />
      </form>
    </ConfirmDialog>
  );
}
