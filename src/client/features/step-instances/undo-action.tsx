import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { InstanceResource } from '../../../shared/contract/step-instances';
import { problemText } from '../../api/form-errors';
import { newIdempotencyKey } from '../../api/request';
import { useUndoStepInstance } from '../../api/step-instances/undo-step-instance';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toast';

/**
 * Undo of a mistaken run, asked first. The key is made when the dialog opens, so a second
 * press after a lost answer is the same request and undoes once.
 */
export function UndoAction({ instance }: { instance: InstanceResource }) {
  const id = instance.state.instance_id;
  const toast = useToast();
  const navigate = useNavigate();
  const undo = useUndoStepInstance();
  const [key, setKey] = useState<string | null>(null);

  const confirm = async () => {
    if (!key) return;
    try {
      await undo.mutateAsync({ instance, key });
      toast.success(`Run ${id} undone.`);
      await navigate('/step-instances');
    } catch (error) {
      // A 409 (a product used meanwhile) names what is in the way.
      toast.failure(problemText(error));
      setKey(null);
    }
  };

  return (
    <>
      <button type="button" className="btn-secondary text-red-700" onClick={() => setKey(newIdempotencyKey())}>
        Undo
      </button>
      <ConfirmDialog
        open={key !== null}
        confirmLabel="Undo run"
        message={`Undo run ${id}? What it consumed goes back to its bins and mixtures, and the lots it produced are removed.`}
        busy={undo.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setKey(null)}
      />
    </>
  );
}
