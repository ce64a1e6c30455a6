import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../ui/form-field';
import { RequirementRows } from './requirement-rows';
import type { TemplateDraft } from './template-draft';

/** What New Step Template and the template edit share: Name, Description, Inputs, Outputs and Metadata (JSON). */
export function TemplateFields({ form }: { form: UseFormReturn<TemplateDraft> }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Name" error={errors.name?.message}>
        {(props) => <input {...props} {...form.register('name')} className="input" autoComplete="off" />}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(props) => (
          <textarea
            {...props}
            {...form.register('description')}
            className="input min-h-20"
            rows={2}
            placeholder="Optional summary for operators"
          />
        )}
      </FormField>
      <p className="text-sm text-stone-600">
        Give SKU identifiers and optional nominal quantities. Leave the quantity blank when the amount varies per execution.
      </p>
      <RequirementRows form={form} side="inputs" label="Inputs" />
      <RequirementRows form={form} side="outputs" label="Outputs" />
      <FormField label="Metadata (JSON)" error={errors.metadata?.message} hint="Optional.">
        {(props) => (
          <textarea
            {...props}
            {...form.register('metadata')}
            className="input min-h-24 font-mono text-sm"
            rows={4}
            spellCheck={false}
            placeholder='{"line": 2}'
          />
        )}
      </FormField>
    </>
  );
}
