import { useState } from 'react';
import { Link } from 'react-router-dom';
import { InstanceId } from '../../../shared/contract/fields';
import type { InstanceResource } from '../../../shared/contract/step-instances';
import { useStepInstance } from '../../api/step-instances/get-step-instance';
import { DetailList, DetailSection } from '../../ui/item-detail';
import { ItemLabel } from '../../ui/item-label';
import { PrintButton } from '../../ui/print-button';
import { Loaded, WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { DeviationsPanel } from './deviations-panel';
import { InstanceEditForm } from './instance-edit-form';
import { labelsHref, TemplateLink } from './instance-links';
import { ConsumedTable, ProducedTable } from './instance-tables';
import { UndoAction } from './undo-action';
import { UndoneNote } from './undone-note';
import { useBinNames, useSkuNames } from './use-names';
import { DateTime } from '../../ui/date-time';

export const InstanceDetailScreen = () => <WithRouteId schema={InstanceId}>{(id) => <InstanceDetail id={id} />}</WithRouteId>;

function InstanceDetail({ id }: { id: string }) {
  return (
    <Loaded query={useStepInstance(id)} id={id}>
      {(instance) => <InstanceView instance={instance} />}
    </Loaded>
  );
}

/** What can be done with a run that stands: an undone one is only read (its lots are gone, it traces nowhere). */
function RunActions({ instance, editing, onEdit }: { instance: InstanceResource; editing: boolean; onEdit: () => void }) {
  const run = instance.state;
  return (
    <>
      <PrintButton label={run.instance_id} />
      <Link to={`/traceability?id=${run.instance_id}&scope=upstream`} className="btn-secondary">
        Trace
      </Link>
      {!editing && (
        <button type="button" className="btn-secondary" onClick={onEdit}>
          Edit
        </button>
      )}
      {run.undo_blocked_by === null && <UndoAction instance={instance} />}
    </>
  );
}

const none = (text: string) => <span className="text-stone-500 italic">{text}</span>;

/** /step-instance/:id: what a production run used from which bins, what it made into which, and how it differed from its template. */
function InstanceView({ instance }: { instance: InstanceResource }) {
  const run = instance.state;
  const [editing, setEditing] = useState(false);
  const binNames = useBinNames([...run.consumed.map((row) => row.bin_id), ...run.produced.map((row) => row.bin_id)]);
  const skuNames = useSkuNames(run.produced.map((row) => row.sku_id));
  return (
    <Screen
      wide
      title={<ItemLabel value={run.instance_id} link={false} />}
      actions={run.undone === null && <RunActions instance={instance} editing={editing} onEdit={() => setEditing(true)} />}
    >
      {run.undone !== null && <UndoneNote undone={run.undone} />}
      <div className="max-w-card">
        <DetailList
          items={[
            [
              'Template',
              <span className="flex flex-wrap gap-x-3">
                <TemplateLink id={run.template_id} />
                <span className="text-stone-700">{run.template_name}</span>
              </span>,
            ],
            ['Operator', run.operator],
            ['Notes', run.notes ? <span className="whitespace-pre-wrap">{run.notes}</span> : none('(None)')],
            ['Date', <DateTime at={run.created_at} />],
            [
              'Ledger',
              <Link to={`/operation/${run.operation_id}`} className="text-brand-700 underline">
                Operation {run.operation_id}
              </Link>,
            ],
            [
              'Metadata',
              run.metadata === null ? (
                none('(None)')
              ) : (
                <pre className="overflow-x-auto rounded bg-stone-50 p-2 text-sm">{JSON.stringify(run.metadata, null, 2)}</pre>
              ),
            ],
          ]}
        />
      </div>
      {editing && <InstanceEditForm instance={instance} onDone={() => setEditing(false)} />}
      {run.undo_blocked_by !== null && (
        <p className="mt-4 rounded-lg border border-stone-200 bg-stone-50 p-3 text-stone-700">
          <span className="font-semibold">This run can no longer be undone:</span> {run.undo_blocked_by}
        </p>
      )}
      <DeviationsPanel run={run} />
      <DetailSection title="Consumed">
        <div className="overflow-x-auto">
          <ConsumedTable rows={run.consumed} binNames={binNames} />
        </div>
      </DetailSection>
      <DetailSection title="Produced">
        <div className="overflow-x-auto">
          <ProducedTable rows={run.produced} binNames={binNames} skuNames={skuNames} undone={run.undone !== null} />
        </div>
        {run.undone === null && (
          <Link to={labelsHref(run.produced.map((row) => row.batch_id))} className="btn-secondary mt-3">
            Print lot labels
          </Link>
        )}
      </DetailSection>
    </Screen>
  );
}
