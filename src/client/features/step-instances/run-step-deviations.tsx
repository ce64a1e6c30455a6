import { useWatch, type Control } from 'react-hook-form';
import type { TemplateState } from '../../../shared/contract/step-templates';
import type { RunValues } from './run-step-form';
import { deviationNotes } from './run-step-inputs';

/** Where the run differs from its template: a warning only, as the API records deviations and allows them. */
export function RunDeviations({ control, template }: { control: Control<RunValues>; template: TemplateState }) {
  const [consumed, produced] = useWatch({ control, name: ['consumed', 'produced'] });
  const notes = deviationNotes(template, { consumed, produced });
  if (notes.length === 0) return null;
  return (
    <section aria-label="Deviations" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
      <h2 className="font-semibold">Differs from the template</h2>
      <p className="text-sm">The run can still be recorded; the differences are kept with it.</p>
      <ul className="mt-1 list-disc pl-5">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
