import { useQueryClient } from '@tanstack/react-query';
import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { UnitOfMeasure } from '../../../shared/contract/fields';
import type { TemplateState } from '../../../shared/contract/step-templates';
import { batchQuery } from '../../api/batches/get-batch';
import { batchLocationsQuery } from '../../api/batches/get-batch-locations';
import { problemText } from '../../api/form-errors';
import { mixtureQuery } from '../../api/mixtures/get-mixture';
import { itemOfScan, useScanHandler, type ScanClaim } from '../../scan';
import { useToast } from '../../ui/toast';
import { consumeScan, type ScannedInput } from './run-step-consume';
import { outputBinTargets, type RunValues } from './run-step-form';

export type RunSection = 'inputs' | 'outputs';

interface RunScans {
  form: UseFormReturn<RunValues>;
  consumed: UseFieldArrayReturn<RunValues, 'consumed'>;
  template: TemplateState | undefined;
  /** where a scanned bin goes: the bin lots are taken from, or the outputs' destination */
  section: RunSection;
  setSection: (section: RunSection) => void;
  chooseTemplate: (id: string) => void;
  /** false once the run is recorded: nothing is in progress, so scans open their pages */
  active: boolean;
  focusLot: () => void;
}

/** Fields a label is typed or scanned into; a code scanned into any other field stays there as typed. */
const LABEL_FIELDS = /^(bin|lot|instance_id|template|produced\.\d+\.(batch_id|bin_id))$/;

/**
 * Run Step claims every scan while a run is being entered: a template label chooses the
 * template, a bin label the bin lots come from (or, in the outputs, where the new lots go), a
 * lot or mixture label (or a lot's code) adds an input. Anything else is refused, never opened.
 */
export function useRunStepScans({ form, consumed, template, section, setSection, chooseTemplate, active, focusLot }: RunScans) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const refuse = (reason: string): ScanClaim => {
    toast.failure(reason);
    return 'rejected';
  };

  const lookUp = async (kind: ScannedInput['kind'], id: string): Promise<ScannedInput> => {
    if (kind === 'mixture') {
      const { state } = await queryClient.fetchQuery({ ...mixtureQuery(id), staleTime: 0 });
      const unit = UnitOfMeasure.catch('ea').parse(state.unit);
      return { kind, id, name: state.sku_name, sku_id: state.sku_id, unit, holdings: { [state.bin_id]: state.qty_total } };
    }
    const batch = await queryClient.fetchQuery({ ...batchQuery(id), staleTime: 0 });
    const locations = await queryClient.fetchQuery({ ...batchLocationsQuery(batch), staleTime: 0 });
    const holdings = Object.fromEntries(Object.entries(locations.state).map(([bin, contents]) => [bin, contents[id] ?? 0]));
    return { kind, id, name: batch.state.name, sku_id: batch.state.sku_id, unit: batch.state.unit, holdings };
  };

  const addInput = async (kind: ScannedInput['kind'], id: string): Promise<ScanClaim> => {
    if (!template) return refuse('Choose or scan the template first.');
    setSection('inputs');
    try {
      const result = consumeScan(await lookUp(kind, id), form.getValues('bin'), form.getValues('consumed'), template);
      if (result.kind === 'refused') return refuse(result.reason);
      if (result.kind === 'listed') {
        form.setFocus(`consumed.${result.index}.quantity`);
        return true;
      }
      consumed.append(result.row, { shouldFocus: false });
      form.clearErrors('consumed');
      focusLot();
      return true;
    } catch (error) {
      return refuse(problemText(error));
    }
  };

  /** The bin lots are taken from; a listed lot still waiting for its bin takes it when the bin holds it. */
  const chooseBin = (bin: string) => {
    form.setValue('bin', bin);
    form.clearErrors('bin');
    form.getValues('consumed').forEach((row, i) => {
      if (!row.bin_id && (row.holdings[bin] ?? 0) > 0) form.setValue(`consumed.${i}.bin_id`, bin);
    });
    focusLot();
  };

  const placeOutputBin = (bin: string, focused: string | undefined) => {
    for (const i of outputBinTargets(form.getValues('produced'), focused)) {
      form.setValue(`produced.${i}.bin_id`, bin, { shouldDirty: true });
      form.clearErrors(`produced.${i}.bin_id`);
    }
  };

  useScanHandler((scan) => {
    if (!active) return false;
    const { label } = scan;
    if (label?.kind === 'step-template') {
      chooseTemplate(label.id);
      return true;
    }
    if (label?.kind === 'batch' || label?.kind === 'mixture') return addInput(label.kind, label.id);
    if (label?.kind === 'bin') {
      if (!template) return refuse('Choose or scan the template first.');
      if (section === 'outputs') placeOutputBin(label.id, scan.field?.name);
      else chooseBin(label.id);
      return true;
    }
    if (label) return refuse(`${label.id} is not a lot, mixture, bin or template label.`);
    if (scan.field && !LABEL_FIELDS.test(scan.field.name)) return false;
    const found = itemOfScan(scan, ['batch', 'mixture'], 'lot or mixture');
    if ('problem' in found) return refuse(found.problem);
    return addInput(found.found.kind === 'mixture' ? 'mixture' : 'batch', found.found.id);
  });

  return { addInput };
}
