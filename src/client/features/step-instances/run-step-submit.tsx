import { useQueryClient } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { InstanceState } from '../../../shared/contract/step-instances';
import { problemText } from '../../api/form-errors';
import { nextIdQuery } from '../../api/next-id/get-next-id';
import { newIdempotencyKey } from '../../api/request';
import { useCreateStepInstance } from '../../api/step-instances/create-step-instance';
import { stepInstanceQuery } from '../../api/step-instances/get-step-instance';
import { useToast } from '../../ui/toast';
import { checkRun, type FieldProblem, type RunValues } from './run-step-form';
import { outputIds } from './run-step-ids';
import { serverProblems, takenSuggestion } from './run-step-problems';

/** Tries with fresh suggestions when another run took the suggested ids first. */
const ATTEMPTS = 3;

/** The success toast: 'Run {id} recorded.', the id linking to the run. */
const recorded = (id: string) => (
  <span className="[&_a]:text-inherit">
    Run <Link to={`/step-instance/${id}`}>{id}</Link> recorded.
  </span>
);

/**
 * Records the run: checked first against the shared contract (problems go next to their rows
 * and nothing is sent), then sent once per attempt with its own Idempotency-Key; the server's
 * refusal goes onto the rows it names. Blank ids take the suggestions.
 */
export function useRunSubmit(
  form: UseFormReturn<RunValues>,
  templateId: string,
  onTemplateProblem: (message: string) => void,
  onRecorded: (run: InstanceState) => void,
) {
  const queryClient = useQueryClient();
  const create = useCreateStepInstance();
  const toast = useToast();

  const show = (problems: readonly FieldProblem[]) => {
    for (const { field, message } of problems) {
      if (field === 'template' || field === 'template_id') onTemplateProblem(message);
      else form.setError(field as Path<RunValues>, { type: 'server', message });
    }
  };

  const suggestions = () =>
    Promise.all([
      queryClient.fetchQuery({ ...nextIdQuery('step-instance'), staleTime: 0 }),
      queryClient.fetchQuery({ ...nextIdQuery('batch'), staleTime: 0 }),
    ]);

  const record = form.handleSubmit(async (values) => {
    form.clearErrors();
    for (let attempt = 1; ; attempt++) {
      let next;
      try {
        next = await suggestions();
      } catch (error) {
        toast.failure(problemText(error));
        return;
      }
      const [instance, batch] = next;
      const checked = checkRun(values, templateId, { instance: instance.state, outputs: outputIds(values.produced, batch.state) });
      if ('problems' in checked) {
        show(checked.problems);
        toast.failure('The run was not recorded: see the problems marked on the form.');
        return;
      }
      try {
        const answer = await create.mutateAsync({ body: checked.body, key: newIdempotencyKey() });
        const run = answer.state ?? (await queryClient.fetchQuery(stepInstanceQuery(checked.body.instance_id))).state;
        toast.success(recorded(run.instance_id));
        onRecorded(run);
        return;
      } catch (error) {
        if (attempt < ATTEMPTS && takenSuggestion(error, values)) continue;
        const problems = serverProblems(error, values);
        show(problems);
        // Where the rows show the reasons, the toast names the refusal without saying them again (decision 040).
        toast.failure(problems.length > 0 && error instanceof Error ? error.message : problemText(error));
        return;
      }
    }
  });

  // The button is disabled while saving, but Enter in a field submits too: one run per press.
  const sending = useRef(false);
  return async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await record(event);
    } finally {
      sending.current = false;
    }
  };
}
