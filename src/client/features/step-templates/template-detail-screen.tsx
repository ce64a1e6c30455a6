import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TemplateId } from '../../../shared/contract/fields';
import type { TemplateResource } from '../../../shared/contract/step-templates';
import { problemText } from '../../api/form-errors';
import { useDeleteStepTemplate } from '../../api/step-templates/delete-step-template';
import { useStepTemplate } from '../../api/step-templates/get-step-template';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DetailList, DetailSection } from '../../ui/item-detail';
import { ItemLabel } from '../../ui/item-label';
import { PrintButton } from '../../ui/print-button';
import { WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { useToast } from '../../ui/toast';
import { RequirementsTable } from './requirements-table';
import { TemplateLoaded } from './template-loaded';

export const TemplateDetailScreen = () => <WithRouteId schema={TemplateId}>{(id) => <TemplateDetail id={id} />}</WithRouteId>;

function TemplateDetail({ id }: { id: string }) {
  return (
    <TemplateLoaded id={id} query={useStepTemplate(id)}>
      {(template) => <TemplateView template={template} />}
    </TemplateLoaded>
  );
}

const none = <span className="text-stone-500 italic">(None)</span>;

function TemplateView({ template }: { template: TemplateResource }) {
  const { template_id: id, name, description, metadata, inputs, outputs, skus } = template.state;
  return (
    <Screen title={<ItemLabel value={id} link={false} />} actions={<PrintButton label={id} />}>
      <DetailList
        items={[
          ['Name', name],
          ['Description', description ? <span className="whitespace-pre-wrap">{description}</span> : none],
        ]}
      />
      <TemplateActions template={template} />
      <DetailSection title="Inputs">
        <RequirementsTable label="Inputs" requirements={inputs} skus={skus} />
      </DetailSection>
      <DetailSection title="Outputs">
        <RequirementsTable label="Outputs" requirements={outputs} skus={skus} />
      </DetailSection>
      <DetailSection title="Metadata">
        {metadata === undefined ? (
          none
        ) : (
          <pre className="overflow-x-auto rounded-md bg-stone-50 p-3 font-mono text-sm ring-1 ring-stone-200">
            {JSON.stringify(metadata, null, 2)}
          </pre>
        )}
      </DetailSection>
    </Screen>
  );
}

/** Edit, Run step and Delete; a deleted template leaves for the list, one with runs stays with the server's reason. */
function TemplateActions({ template }: { template: TemplateResource }) {
  const id = template.state.template_id;
  const remove = useDeleteStepTemplate();
  const navigate = useNavigate();
  const toast = useToast();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    try {
      await remove.mutateAsync(template);
      toast.success('Deleted');
      void navigate('/step-templates');
    } catch (error) {
      setAsking(false);
      toast.failure(problemText(error));
    }
  };

  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Link to={`/step-template/${id}/edit`} className="btn-primary">
        Edit
      </Link>
      <Link to={`/new/step-instance?template=${id}`} className="btn-secondary">
        Run step
      </Link>
      <button type="button" className="btn-secondary text-red-700" onClick={() => setAsking(true)}>
        Delete?
      </button>
      <ConfirmDialog
        open={asking}
        confirmLabel="Delete"
        message={`Delete ${id}? A template that runs were recorded from is kept.`}
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
