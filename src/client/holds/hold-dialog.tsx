import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { HoldBody, HoldReleaseBody, type HoldResult } from '../../shared/contract/holds';
import { useChangeHolds, type HoldChange } from '../api/holds/change-holds';
import { applyIssuesToForm, applyProblemToForm } from '../api/form-errors';
import { newIdempotencyKey } from '../api/request';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormField } from '../ui/form-field';
import { OperatorField, rememberedAs } from '../ui/operator-field';
import { useOperatorName } from '../ui/operator-name';
import { useToast } from '../ui/toast';

interface Fields {
  reason: string;
  operator: string;
  note: string;
}

const FIELDS: Record<string, keyof Fields> = { reason: 'reason', operator: 'operator', note: 'note' };

type Checked = { change: HoldChange } | { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** The request for the fields, checked by the contract's own schema; problems name the fields. */
function changeOf(action: HoldChange['action'], itemIds: readonly string[], fields: Fields): Checked {
  const item_ids = [...itemIds];
  if (action === 'hold') {
    const hold = HoldBody.safeParse({ item_ids, reason: fields.reason, operator: fields.operator });
    return hold.success ? { change: { action, body: hold.data } } : { issues: hold.error.issues };
  }
  const release = HoldReleaseBody.safeParse({ item_ids, operator: fields.operator, ...(fields.note.trim() && { note: fields.note }) });
  return release.success ? { change: { action, body: release.data } } : { issues: release.error.issues };
}

interface HoldDialogProps {
  action: HoldChange['action'];
  itemIds: readonly string[];
  /** what is about to happen, in a sentence */
  message: ReactNode;
  defaultReason?: string;
  onClose: () => void;
  onDone?: (result: HoldResult) => void;
}

/**
 * Asks for the reason (or a release's note) and who is acting, then puts the items on hold or
 * releases them in one ledger operation. The key is made when the dialog opens, so a second
 * press after a lost answer acts once.
 */
export function HoldDialog({ action, itemIds, message, defaultReason = '', onClose, onDone }: HoldDialogProps) {
  const [operator, rememberOperator] = useOperatorName();
  const [key] = useState(newIdempotencyKey);
  const toast = useToast();
  const holds = useChangeHolds();
  const form = useForm<Fields>({ defaultValues: { reason: defaultReason, operator, note: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (fields) => {
    // Enter in a field while the first press is on its way sends nothing more.
    if (holds.isPending) return;
    const checked = changeOf(action, itemIds, fields);
    if ('issues' in checked) {
      applyIssuesToForm(checked.issues, form.setError, FIELDS);
      return;
    }
    try {
      const answer = await holds.mutateAsync({ change: checked.change, key });
      if (answer.state) onDone?.(answer.state);
      onClose();
    } catch (error) {
      toast.failure(applyProblemToForm(error, form.setError, FIELDS));
    }
  });

  return (
    <ConfirmDialog
      open
      confirmLabel={action === 'hold' ? 'Put on hold' : 'Release hold'}
      message={message}
      busy={holds.isPending}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        {action === 'hold' ? (
          <FormField label="Reason" error={errors.reason?.message}>
            {(props) => <textarea {...props} {...form.register('reason')} className="input min-h-20" autoFocus />}
          </FormField>
        ) : (
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
