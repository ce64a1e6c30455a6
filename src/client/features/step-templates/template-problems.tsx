import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../api/api-error';
import { problemText } from '../../api/form-errors';
import { useToast } from '../../ui/toast';
import { paramProblem, type DraftProblem, type SentRows, type TemplateDraft } from './template-draft';

/** A refused request as problems: the problem's title (and detail), then each invalid param named as the screen shows it. */
export function serverProblems(error: unknown, rows: SentRows): DraftProblem[] {
  const params = isApiError(error) ? error.invalidParams.map((param) => paramProblem(param, rows)) : [];
  return [{ text: problemText(error) }, ...params];
}

/** The failure toast: a heading ('Unable to create template:') and one item per problem. */
function ProblemsMessage({ heading, problems }: { heading: string; problems: readonly DraftProblem[] }) {
  return (
    <>
      <p className="font-semibold">{heading}</p>
      <ul className="list-disc pl-5">
        {problems.map((problem, index) => (
          <li key={index}>{problem.text}</li>
        ))}
      </ul>
    </>
  );
}

/** Shows problems in one toast under `heading`, and marks the fields they are about. */
export function useShowProblems(form: UseFormReturn<TemplateDraft>, heading: string) {
  const toast = useToast();
  const { setError } = form;
  return useCallback(
    (problems: readonly DraftProblem[]) => {
      for (const { field, text } of problems) if (field) setError(field, { type: 'validate', message: text });
      toast.failure(<ProblemsMessage heading={heading} problems={problems} />);
    },
    [toast, setError, heading],
  );
}
