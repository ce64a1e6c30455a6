import { useQueryClient } from '@tanstack/react-query';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { BinId } from '../../../shared/contract/fields';
import { batchQuery } from '../../api/batches/get-batch';
import { binQuery } from '../../api/bins/get-bin';
import { problemText } from '../../api/form-errors';
import { useScanHandler, type ScanClaim } from '../../scan';
import { useToast } from '../../ui/toast';
import { BIN_FIRST, componentOfScan, type NewMixtureInput, type NewMixtureValues } from './new-mixture-form';

type MixtureForm = UseFormReturn<NewMixtureInput, unknown, NewMixtureValues>;

/**
 * New Mixture is scan-first: a bin label chooses the bin (another bin starts the list over,
 * as quantities are the bin's), each batch label adds that batch with what the bin holds of it.
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
    if (form.getValues('bin') !== binId) rows.replace([]);
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

  useScanHandler((scan) => {
    if (scan.label?.kind === 'bin') {
      chooseBin(scan.label.id);
      return true;
    }
    if (scan.label?.kind === 'batch') return addBatch(scan.label.id);
    return false;
  });

  return { addBatch, chooseBin };
}
