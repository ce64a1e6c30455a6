import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TemplateResource } from '../../../shared/contract/step-templates';
import { isApiError } from '../../api/api-error';
import { useStepTemplateChoices } from '../../api/step-templates/get-step-templates';
import { ItemLabel } from '../../ui/item-label';
import { LABEL_FIELD } from '../../ui/label-field';

/** What the chosen template is, or why it cannot be run. */
function Chosen({ id, template, error }: { id: string; template: UseQueryResult<TemplateResource> | null; error: string | undefined }) {
  if (!template && id) {
    return (
      <p role="alert" className="text-red-700">
        {id} is not a template label.
      </p>
    );
  }
  if (!template) return <p className="text-stone-600">Choose the template to run, or scan its label.</p>;
  if (template.isPending) return <p className="text-stone-500">Loading {id}...</p>;
  if (template.isError) {
    const missing = isApiError(template.error) && template.error.isMissing;
    return (
      <p role="alert" className="text-red-700">
        {missing ? `No template ${id}.` : template.error.message}
      </p>
    );
  }
  const { state } = template.data;
  return (
    <div>
      <p className="text-lg">
        <Link to={`/step-template/${state.template_id}`} className="font-semibold text-brand-700 hover:underline">
          {state.name}
        </Link>{' '}
        <ItemLabel value={state.template_id} link={false} />
      </p>
      {state.description && <p className="text-stone-600">{state.description}</p>}
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}

/** The template: picked from the list, typed, or scanned (a TPL label anywhere on the screen). */
export function TemplatePicker({
  chosen,
  template,
  error,
  onChoose,
}: {
  chosen: string;
  template: UseQueryResult<TemplateResource> | null;
  error: string | undefined;
  onChoose: (id: string) => void;
}) {
  const list = useStepTemplateChoices();
  const items = list.data?.state.items.map((item) => item.state) ?? [];
  const [typed, setTyped] = useState('');
  const chooseTyped = () => {
    if (!typed.trim()) return;
    onChoose(typed.trim().toUpperCase());
    setTyped('');
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <select
          value={chosen}
          onChange={(event) => onChoose(event.target.value)}
          aria-label="Template"
          className="input w-auto min-w-0 flex-1 basis-56"
        >
          <option value="">{list.isPending ? 'Loading templates...' : 'Choose a template'}</option>
          {chosen && !items.some((item) => item.template_id === chosen) && <option value={chosen}>{chosen}</option>}
          {items.map((item) => (
            <option key={item.template_id} value={item.template_id}>
              {item.name} ({item.template_id})
            </option>
          ))}
        </select>
        <input
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            chooseTyped();
          }}
          name="template"
          aria-label="Template label"
          placeholder="or type TPL..."
          className="input w-40 font-label"
          {...LABEL_FIELD}
        />
      </div>
      <Chosen id={chosen} template={template} error={error} />
    </div>
  );
}
