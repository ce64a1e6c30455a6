import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { TemplateId } from '../../../shared/contract/fields';
import type { InstanceState } from '../../../shared/contract/step-instances';
import type { TemplateState } from '../../../shared/contract/step-templates';
import { useNextId } from '../../api/next-id/get-next-id';
import { stepTemplateQuery } from '../../api/step-templates/get-step-template';
import { parseLabel } from '../../scan';
import { FormField } from '../../ui/form-field';
import { asLabel, NextLabelField } from '../../ui/item-form';
import { OperatorField, rememberedAs } from '../../ui/operator-field';
import { useOperatorName } from '../../ui/operator-name';
import { Screen } from '../../ui/screen';
import { useToast } from '../../ui/toast';
import { useUnsavedPrompt } from '../../ui/use-unsaved-prompt';
import { RunDeviations } from './run-step-deviations';
import { ConsumedRows } from './run-step-consumed';
import { RunDone } from './run-step-done';
import { emptyRun, hasRunWork, switchTemplatePrompt, type RunValues } from './run-step-form';
import { requirementLines } from './run-step-inputs';
import { ProducedRows } from './run-step-produced';
import { useRunStepScans, type RunSection } from './run-step-scans';
import { RunSection as Side } from './run-step-section';
import { useRunSubmit } from './run-step-submit';
import { TemplatePicker } from './run-step-template-picker';

/**
 * Run Step (/new/step-instance?template=TPL…): a run of a template at the line. The inputs are
 * scanned (lots and mixtures, from the bin scanned before them), the outputs come from the
 * template with suggested lot ids, and the recorded run offers its new lots' labels.
 */
export function RunStepScreen() {
  const [params, setParams] = useSearchParams();
  const templateId = (params.get('template') ?? '').trim().toUpperCase();
  const validTemplate = TemplateId.safeParse(templateId).success;
  const template = useQuery({ ...stepTemplateQuery(templateId), enabled: validTemplate });
  const loaded = templateId && template.data?.state.template_id === templateId ? template.data.state : undefined;
  const nextInstance = useNextId('step-instance');
  const nextBatch = useNextId('batch');
  const [operator, rememberOperator] = useOperatorName();
  const form = useForm<RunValues>({ defaultValues: emptyRun(undefined, operator) });
  const consumed = useFieldArray({ control: form.control, name: 'consumed' });
  const produced = useFieldArray({ control: form.control, name: 'produced' });
  const [section, setSection] = useState<RunSection>('inputs');
  const [done, setDone] = useState<InstanceState | null>(null);
  const [templateError, setTemplateError] = useState<string>();
  const lotField = useRef<HTMLInputElement>(null);
  const builtFor = useRef('');
  const toast = useToast();

  // The outputs follow the template: rebuilt whenever another one is chosen; what was consumed stays.
  useEffect(() => {
    if (!loaded || builtFor.current === loaded.template_id) return;
    builtFor.current = loaded.template_id;
    produced.replace(emptyRun(loaded, '').produced);
  }, [loaded, produced]);

  const inRun = useCallback(() => done === null && loaded !== undefined && hasRunWork(form.getValues(), loaded), [done, loaded, form]);
  useUnsavedPrompt(inRun);

  // A stray template label scanned mid-run would replace the outputs entered: asked first.
  const chooseTemplate = (id: string) => {
    if (id !== templateId && inRun() && !window.confirm(switchTemplatePrompt(templateId, id))) return;
    setTemplateError(undefined);
    setDone(null);
    setParams(id ? { template: id } : {});
  };
  const { addInput } = useRunStepScans({
    form,
    consumed,
    template: loaded,
    section,
    setSection,
    chooseTemplate,
    active: done === null,
    focusLot: () => lotField.current?.focus(),
  });
  const addTyped = (text: string) => {
    const label = parseLabel(text);
    if (label?.kind === 'batch' || label?.kind === 'mixture') return addInput(label.kind, label.id);
    toast.failure(`${text} is not a lot or mixture label.`);
    return Promise.resolve('rejected' as const);
  };
  const submit = useRunSubmit(form, templateId, setTemplateError, setDone);
  const runAgain = () => {
    form.reset(emptyRun(loaded, form.getValues('operator')));
    setDone(null);
    setSection('inputs');
  };
  const typedInstance = useWatch({ control: form.control, name: 'instance_id' });
  useOutputsOnceInputsMet(form, loaded, setSection);
  const { errors, isSubmitting } = form.formState;

  return (
    <Screen title="Run Step" wide>
      <div className="flex flex-col gap-4">
        <TemplatePicker chosen={templateId} template={validTemplate ? template : null} error={templateError} onChoose={chooseTemplate} />
        {done && <RunDone run={done} onAgain={runAgain} />}
        {!done && loaded && (
          <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-label="Run Step">
            <div className="flex flex-col gap-4">
              <Side title="Inputs" active={section === 'inputs'} onActivate={() => setSection('inputs')}>
                <ConsumedRows form={form} rows={consumed} template={loaded} lotField={lotField} addInput={addTyped} />
              </Side>
              <Side title="Outputs" active={section === 'outputs'} onActivate={() => setSection('outputs')}>
                <ProducedRows form={form} rows={produced} template={loaded} nextBatch={nextBatch.data?.state} />
              </Side>
            </div>
            <RunDeviations control={form.control} template={loaded} />
            <div className="grid gap-3 sm:grid-cols-3">
              <NextLabelField
                label="Run ID"
                next={nextInstance}
                error={errors.instance_id?.message}
                registration={form.register('instance_id', asLabel)}
              />
              <OperatorField error={errors.operator?.message} registration={form.register('operator', rememberedAs(rememberOperator))} />
              <FormField label="Notes" error={errors.notes?.message}>
                {(props) => <input {...props} {...form.register('notes')} className="input" autoComplete="off" placeholder="Optional" />}
              </FormField>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className="btn-primary" disabled={isSubmitting || !nextInstance.data}>
                {isSubmitting ? 'Saving...' : 'Record run'}
              </button>
              <span className="text-sm text-stone-500">
                {typedInstance ? `as ${typedInstance}` : nextInstance.data && `as ${nextInstance.data.state}`}
              </span>
            </div>
          </form>
        )}
      </div>
    </Screen>
  );
}

/**
 * Once the scanned inputs meet every requirement, the outputs become where a scanned bin goes:
 * the next bin a person with only a scanner scans is where the new lots are put. Only on that
 * change, so choosing the inputs again afterwards (for an extra lot) is respected.
 */
function useOutputsOnceInputsMet(
  form: UseFormReturn<RunValues>,
  template: TemplateState | undefined,
  setSection: (section: RunSection) => void,
) {
  const rows = useWatch({ control: form.control, name: 'consumed' });
  const met = template !== undefined && rows.length > 0 && requirementLines(template, rows).every((line) => line.met);
  const wasMet = useRef(met);
  useEffect(() => {
    if (met && !wasMet.current) setSection('outputs');
    wasMet.current = met;
  }, [met, setSection]);
}
