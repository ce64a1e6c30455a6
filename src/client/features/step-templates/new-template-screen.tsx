import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useNextId } from '../../api/next-id/get-next-id';
import { useCreateStepTemplate } from '../../api/step-templates/create-step-template';
import { ItemLabel } from '../../ui/item-label';
import { NextLabelField } from '../../ui/item-form';
import { Screen } from '../../ui/screen';
import { useToast } from '../../ui/toast';
import { TemplateFields } from './template-fields';
import { emptyDraft, newTemplateBody, type TemplateDraft } from './template-draft';
import { serverProblems, useShowProblems } from './template-problems';
import { useRequirementScans } from './use-requirement-scans';

/** 'Template {id} created.' with the id linking to the template's page. */
function CreatedMessage({ id }: { id: string }) {
  return (
    <span className="[&_a]:text-inherit">
      Template{' '}
      <Link to={`/step-template/${id}`} aria-label={id}>
        <ItemLabel value={id} link={false} />
      </Link>{' '}
      created.
    </span>
  );
}

/**
 * New Step Template. The Template ID starts as the suggested next id (also its placeholder);
 * cleared, it is 'Template ID is required.': unlike the item labels, it has no fallback.
 */
export function NewTemplateScreen() {
  const next = useNextId('step-template');
  const create = useCreateStepTemplate();
  const toast = useToast();
  const form = useForm<TemplateDraft>({ defaultValues: emptyDraft() });
  const showProblems = useShowProblems(form, 'Unable to create template:');
  const savingNow = useRef(false);
  // Bumped by each reset, so the fresh suggestion fills the emptied Template ID.
  const [generation, setGeneration] = useState(0);
  const suggested = next.data?.state;

  useEffect(() => {
    if (!suggested || form.getValues('template_id') || form.getFieldState('template_id').isDirty) return;
    form.setValue('template_id', suggested);
  }, [suggested, generation, form]);

  const scans = useRequirementScans(form, (id) => {
    form.setValue('template_id', id, { shouldDirty: true });
    form.clearErrors('template_id');
  });

  const save = async (draft: TemplateDraft) => {
    form.clearErrors();
    const checked = newTemplateBody(draft);
    if (!checked.ok) return showProblems(checked.problems);
    const { body, rows } = checked.value;
    try {
      await create.mutateAsync({ operations: next.data?.operations, body });
      form.reset(emptyDraft(), { keepFieldsRef: true });
      setGeneration((n) => n + 1);
      toast.success(<CreatedMessage id={body.template_id} />);
      form.setFocus('name');
    } catch (error) {
      showProblems(serverProblems(error, rows));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A second submit while saving is ignored; the button is disabled, Enter in a field is not.
    if (savingNow.current) return;
    savingNow.current = true;
    try {
      await form.handleSubmit(save)(event);
    } finally {
      savingNow.current = false;
    }
  };

  const { errors, isSubmitting } = form.formState;
  return (
    <Screen title="New Step Template">
      <form
        onSubmit={(event) => void submit(event)}
        onFocus={scans.onFocus}
        noValidate
        className="flex flex-col gap-4"
        aria-label="New Step Template"
      >
        <NextLabelField label="Template ID" next={next} error={errors.template_id?.message} registration={form.register('template_id')} />
        <TemplateFields form={form} />
        <div>
          <button type="submit" className="btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Create template'}
          </button>
        </div>
      </form>
    </Screen>
  );
}
