import { useStepTemplateChoices } from '../../api/step-templates/get-step-templates';

/**
 * Chooses the template whose runs are listed, by name. A template id from a link that is not
 * among the first names offered stays selectable, so the filter always shows what applies.
 */
export function TemplateFilter({ value, onChange }: { value: string; onChange: (template: string) => void }) {
  const templates = useStepTemplateChoices();
  const choices = (templates.data?.state.items ?? []).map(({ state }) => ({ id: state.template_id, name: state.name }));
  if (value && !choices.some((choice) => choice.id === value)) choices.unshift({ id: value, name: '' });
  return (
    <div role="search" aria-label="Filters" className="mb-3 flex flex-wrap items-end gap-2">
      <label className="flex min-w-32 flex-1 flex-col text-sm font-semibold text-stone-600 sm:max-w-72">
        Template
        <select value={value} className="input min-h-9 py-1" onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">Any template</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name ? `${choice.name} (${choice.id})` : choice.id}
            </option>
          ))}
        </select>
      </label>
      {value && (
        <button type="button" className="btn-secondary min-h-9 py-1" onClick={() => onChange('')}>
          Clear
        </button>
      )}
    </div>
  );
}
