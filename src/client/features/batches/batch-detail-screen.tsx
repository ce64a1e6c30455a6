import { Link } from 'react-router-dom';
import type { BatchResource } from '../../../shared/contract/batches';
import { BatchId } from '../../../shared/contract/fields';
import { useDeleteBatch } from '../../api/batches/delete-batch';
import { useBatch } from '../../api/batches/get-batch';
import { useBatchLocations } from '../../api/batches/get-batch-locations';
import { CodesList } from '../../ui/codes-editor';
import { HistoryTable } from '../../ui/history-table';
import { DetailList, DetailSection, ItemActions } from '../../ui/item-detail';
import { ItemLabel } from '../../ui/item-label';
import { LocationsTable } from '../../ui/locations-table';
import { PrintButton } from '../../ui/print-button';
import { Loaded, WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { HoldAction, HoldBanner } from '../../holds/hold-panel';
import { ExpiryDate } from './lot-fields';
import { ParentLink } from './parent-sku';
import { PropsTable } from './props-table';

export const BatchDetailScreen = () => <WithRouteId schema={BatchId}>{(id) => <BatchDetail id={id} />}</WithRouteId>;

function BatchDetail({ id }: { id: string }) {
  return (
    <Loaded query={useBatch(id)} id={id}>
      {(batch) => <BatchView batch={batch} />}
    </Loaded>
  );
}

function BatchView({ batch }: { batch: BatchResource }) {
  const { id, sku_id, name, props, supplier_lot, unit, hold } = batch.state;
  const locations = useBatchLocations(batch);
  const remove = useDeleteBatch();
  return (
    <Screen
      title={<ItemLabel value={id} link={false} />}
      actions={
        <>
          <PrintButton label={id} />
          <Link to={`/traceability?id=${id}&scope=downstream`} className="btn-secondary">
            Trace
          </Link>
          <HoldAction id={id} hold={hold} />
        </>
      }
    >
      <HoldBanner id={id} hold={hold} />
      <DetailList
        items={[
          ['Parent SKU', <ParentLink skuId={sku_id} />],
          ['Name', name || <span className="text-stone-500 italic">(Empty)</span>],
          ['Expiry date', <ExpiryDate batch={batch.state} />],
          [
            'Supplier lot',
            supplier_lot === null ? <span className="text-stone-500">None</span> : <span className="font-label">{supplier_lot}</span>,
          ],
        ]}
      />
      <ItemActions id={id} screen="/batch" listTo="/batches" onDelete={() => remove.mutateAsync(batch)} />
      <DetailSection title="Locations">
        <LocationsTable locations={locations} unit={unit} />
      </DetailSection>
      <DetailSection title="Codes">
        <CodesList codes={batch.state} />
      </DetailSection>
      <DetailSection title="Additional Properties">
        <PropsTable props={props} />
      </DetailSection>
      <DetailSection title="Stock history">
        <HistoryTable subject={batch} />
      </DetailSection>
    </Screen>
  );
}
