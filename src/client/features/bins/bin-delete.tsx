import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import type { BinResource } from '../../../shared/contract/bins';
import { Operator } from '../../../shared/contract/fields';
import { useDeleteBin } from '../../api/bins/delete-bin';
import { applyProblemToForm } from '../../api/form-errors';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ItemLabel } from '../../ui/item-label';
import { OperatorField, rememberedAs } from '../../ui/operator-field';
import { useOperatorName } from '../../ui/operator-name';
import { Quantity } from '../../ui/quantity';
import { useToast } from '../../ui/toast';

/** A write-off is on the record, so the app names who did it, as it does for an undo (decision 022). */
const DeleteForm = z.object({ operator: Operator });
type DeleteInput = z.input<typeof DeleteForm>;
type DeleteValues = z.output<typeof DeleteForm>;

/** Delete? on a bin's page: asked first, saying what a delete with stock in the bin writes off. */
export function BinDelete({ bin }: { bin: BinResource }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="btn-secondary text-red-700" onClick={() => setAsking(true)}>
        Delete?
      </button>
      {asking && <DeleteDialog bin={bin} onClose={() => setAsking(false)} />}
    </>
  );
}

function messageOf(id: string, holdsStock: boolean): string {
  return holdsStock
    ? `Delete ${id}? It holds stock: deleting it writes off everything below as one operation, and the bin stays in the Archive with its history.`
    : `Delete ${id}? It is empty. If it ever had stock, it stays in the Archive with its history and can be restored.`;
}

/** The dialog; after the delete the bin list is shown, since the bin's page has nothing left to show. */
function DeleteDialog({ bin, onClose }: { bin: BinResource; onClose: () => void }) {
  const { id, lines } = bin.state;
  const [operator, rememberOperator] = useOperatorName();
  const remove = useDeleteBin();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useForm<DeleteInput, unknown, DeleteValues>({ resolver: zodResolver(DeleteForm), defaultValues: { operator } });
  const holdsStock = lines.length > 0;

  const confirm = async (who: string) => {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync({ bin, operator: who });
      toast.success('Deleted');
      await navigate('/bins');
    } catch (error) {
      toast.failure(applyProblemToForm(error, form.setError, { operator: 'operator' }));
      onClose();
    }
  };
  const submit = form.handleSubmit(({ operator: who }) => confirm(who));

  return (
    <ConfirmDialog
      open
      confirmLabel={holdsStock ? 'Write off and delete' : 'Delete'}
      message={messageOf(id, holdsStock)}
      busy={remove.isPending}
      onConfirm={() => void (holdsStock ? submit() : confirm(''))}
      onCancel={onClose}
    >
      {holdsStock && (
        <>
          <ul aria-label="Written off" className="flex max-h-48 flex-col gap-1 overflow-y-auto text-sm">
            {lines.map((line) => (
              <li key={line.item_id} className="flex flex-wrap justify-between gap-x-3 border-b border-stone-100 pb-1">
                <span className="min-w-0 wrap-anywhere">
                  <ItemLabel value={line.item_id} link={false} /> {line.name}
                </span>
                <Quantity value={line.quantity} unit={line.unit} />
              </li>
            ))}
          </ul>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <OperatorField
              error={form.formState.errors.operator?.message}
              registration={form.register('operator', rememberedAs(rememberOperator))}
            />
            {/* Enter in the field submits, as in every other form. */}
            <button type="submit" hidden />
          </form>
        </>
      )}
    </ConfirmDialog>
  );
}
