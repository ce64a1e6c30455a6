import { useState } from 'react';
import type { ArchivedResource, RestoreAnswer } from '../../../shared/contract/archive';
import { isApiError } from '../../api/api-error';
import { useRestoreArchived } from '../../api/archive/restore-archived';
import { problemText } from '../../api/form-errors';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ItemLabel } from '../../ui/item-label';
import { useToast } from '../../ui/toast';

/** Why a restore failed: the problem's title and detail, or else each reason it names (a code another item owns now). */
function RestoreProblem({ error }: { error: unknown }) {
  const reasons = isApiError(error) && !error.problem?.detail ? error.invalidParams.map((param) => param.reason) : [];
  return (
    <>
      {problemText(error)}
      {reasons.map((reason) => (
        <span key={reason} className="block">
          {reason.charAt(0).toUpperCase() + reason.slice(1)}.
        </span>
      ))}
    </>
  );
}

/** Restore, after a confirmation; says so in a toast that links to the item, or says why not. */
export function RestoreButton({ archived, onRestored }: { archived: ArchivedResource; onRestored?: (answer: RestoreAnswer) => void }) {
  const restore = useRestoreArchived();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const { id, name } = archived.state;

  const confirm = async () => {
    try {
      const answer = await restore.mutateAsync(archived);
      // The label link takes the toast's colour; its own brand colour would vanish on the brand background.
      toast.success(
        <span className="[&_a]:text-inherit">
          Restored <ItemLabel value={answer.Id} />.
        </span>,
      );
      onRestored?.(answer);
    } catch (error) {
      toast.failure(<RestoreProblem error={error} />);
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <button type="button" className="btn-secondary" disabled={restore.isPending} onClick={() => setAsking(true)}>
        {restore.isPending ? 'Restoring…' : 'Restore'}
        <span className="sr-only"> {id}</span>
      </button>
      <ConfirmDialog
        open={asking}
        confirmLabel="Restore"
        message={`Restore ${id}${name ? ` (${name})` : ''} with its name and codes?`}
        busy={restore.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
