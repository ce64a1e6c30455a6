import { useQueryClient } from '@tanstack/react-query';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { BinId } from '../../../shared/contract/fields';
import { batchQuery } from '../../api/batches/get-batch';
import { binQuery } from '../../api/bins/get-bin';
import { problemText } from '../../api/form-errors';
import { itemOfScan, useScanHandler, type ScanClaim } from '../../scan';
import { useToast } from '../../ui/toast';
import { BIN_FIRST, componentOfScan, otherBinPrompt, type NewMixtureInput, type NewMixtureValues } from './new-mixture-form';

type MixtureForm = UseFormReturn<NewMixtureInput, unknown, NewMixtureValues>;

/** Fields of free words, where a scanned code is text like any other. */
const TEXT_FIELDS = new Set(['created_by', 'note']);

/**
 * New Mixture is scan-first: a bin label chooses the bin (another bin starts the list over,
 * once the person agrees, as quantities are the bin's), each batch label or code adds that batch with what the bin holds of it.
 * Returns `addBatch` for a batch label typed by hand.
 */
export function useMixtureScans(form: MixtureForm, rows: UseFieldArrayReturn<NewMixtureInput, 'components'>, focusBatch: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();

  const refuse = (reason: string): ScanClaim => {
    toast.failure(reason);
    return 'rejected';
  };

  const chooseBin = (binId: string) => {
    const current = form.getValues('bin');
    if (current !== binId) {
      // A stray bin scan must not take the batches listed off unasked.
      if (form.getValues('components').length > 0 && !window.confirm(otherBinPrompt(current, binId))) return;
      rows.replace([]);
    }
    form.setValue('bin', binId);
    form.clearErrors('bin');
    focusBatch();
  };

  const addBatch = async (batchId: string): Promise<ScanClaim> => {
    const binId = BinId.safeParse(form.getValues('bin'));
    if (!binId.success) return refuse(BIN_FIRST);
    try {
      const [bin, batch] = await Promise.all([queryClient.fetchQuery(binQuery(binId.data)), queryClient.fetchQuery(batchQuery(batchId))]);
      const result = componentOfScan(form.getValues('components'), batch.state, bin.state);
      if (result.kind === 'refused') return refuse(result.reason);
      if (result.kind === 'listed') {
        form.setFocus(`components.${result.index}.quantity`);
        return true;
      }
      rows.append(result.row, { shouldFocus: false });
      form.clearErrors('components');
      focusBatch();
      return true;
    } catch (error) {
      return refuse(problemText(error));
    }
  };

  // A mixture in the making claims every scan: a bin or batch label, or a batch's own or
  // supplier code; anything else is refused, never opened. Only the words fields keep what is scanned into them.
  useScanHandler((scan) => {
    const { label } = scan;
    if (label?.kind === 'bin') {
      chooseBin(label.id);
      return true;
    }
    if (label?.kind === 'batch') return addBatch(label.id);
    if (label) return refuse(`${label.id} is not a bin or batch label.`);
    if (scan.field && TEXT_FIELDS.has(scan.field.name)) return false;
    const found = itemOfScan(scan, ['batch'], 'batch');
    return 'problem' in found ? refuse(found.problem) : addBatch(found.found.id);
  });

  return { addBatch, chooseBin };
}
