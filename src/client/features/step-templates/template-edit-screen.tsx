import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { TemplateId } from '../../../shared/contract/fields';
import type { TemplateResource } from '../../../shared/contract/step-templates';
import { useStepTemplate } from '../../api/step-templates/get-step-template';
import { useUpdateStepTemplate } from '../../api/step-templates/update-step-template';
import { EditButtons, editTitle } from '../../ui/item-form';
import { WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { useToast } from '../../ui/toast';
import { useEditMode } from '../../ui/use-unsaved-prompt';
import { draftOf, updateTemplateBody, type TemplateDraft } from './template-draft';
import { TemplateFields } from './template-fields';
import { TemplateLoaded } from './template-loaded';
import { serverProblems, useShowProblems } from './template-problems';
import { useRequirementScans } from './use-requirement-scans';

export const TemplateEditScreen = () => <WithRouteId schema={TemplateId}>{(id) => <TemplateEdit id={id} />}</WithRouteId>;

function TemplateEdit({ id }: { id: string }) {
  return (
    <TemplateLoaded id={id} query={useStepTemplate(id)}>
      {(template) => <TemplateEditForm template={template} />}
    </TemplateLoaded>
  );
}

function TemplateEditForm({ template }: { template: TemplateResource }) {
  const id = template.state.template_id;
  const update = useUpdateStepTemplate();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm<TemplateDraft>({ defaultValues: draftOf(template.state) });
  const edit = useEditMode(form);
  const showProblems = useShowProblems(form, 'Unable to save template:');
  const scans = useRequirementScans(form);

  const submit = form.handleSubmit(async (draft) => {
    if (edit.state === 'saving') return;
    form.clearErrors();
    const checked = updateTemplateBody(id, draft);
    if (!checked.ok) return showProblems(checked.problems);
    edit.set('saving');
    try {
      // Resolves once the template is reloaded, so its page shows what was saved.
      await update.mutateAsync({ template, body: checked.value.body });
    } catch (error) {
      edit.set('unsaved');
      showProblems(serverProblems(error, checked.value.rows));
      return;
    }
    edit.set('live');
    toast.success('Saved!');
    void navigate(`/step-template/${id}`);
  });

  return (
    <Screen title={editTitle(id)}>
      <form
        onSubmit={(event) => void submit(event)}
        onFocus={scans.onFocus}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Edit Step Template"
      >
        <fieldset disabled={edit.state === 'saving'} className="flex min-w-0 flex-col gap-4">
          <TemplateFields form={form} />
        </fieldset>
        <EditButtons state={edit.state} cancelTo={`/step-template/${id}`} />
      </form>
    </Screen>
  );
}
