import type { SkuResource } from '../../../shared/contract/skus';
import { SkuId } from '../../../shared/contract/fields';
import { useDeleteSku } from '../../api/skus/delete-sku';
import { useSku } from '../../api/skus/get-sku';
import { useSkuLocations } from '../../api/skus/get-sku-locations';
import { CodesList } from '../../ui/codes-editor';
import { HistoryTable } from '../../ui/history-table';
import { DetailList, DetailSection, ItemActions } from '../../ui/item-detail';
import { ItemLabel } from '../../ui/item-label';
import { LocationsTable } from '../../ui/locations-table';
import { PrintButton } from '../../ui/print-button';
import { Quantity } from '../../ui/quantity';
import { Loaded, WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { SkuBatches } from './sku-batches';

export const SkuDetailScreen = () => <WithRouteId schema={SkuId}>{(id) => <SkuDetail id={id} />}</WithRouteId>;

function SkuDetail({ id }: { id: string }) {
  return (
    <Loaded query={useSku(id)} id={id}>
      {(sku) => <SkuView sku={sku} />}
    </Loaded>
  );
}

function SkuView({ sku }: { sku: SkuResource }) {
  const { id, name, unit, on_hand } = sku.state;
  const locations = useSkuLocations(sku);
  const remove = useDeleteSku();
  return (
    <Screen title={<ItemLabel value={id} link={false} />} actions={<PrintButton label={id} />}>
      <DetailList
        items={[
          ['Name', name || <span className="text-stone-500 italic">(Empty)</span>],
          ['Unit', unit],
          ['On hand', <Quantity value={on_hand} unit={unit} />],
        ]}
      />
      <ItemActions id={id} screen="/sku" listTo="/skus" onDelete={() => remove.mutateAsync(sku)} />
      <DetailSection title="Batches">
        <SkuBatches sku={sku} />
      </DetailSection>
      <DetailSection title="Locations">
        <LocationsTable locations={locations} unit={unit} />
      </DetailSection>
      <DetailSection title="Codes">
        <CodesList codes={sku.state} />
      </DetailSection>
      <DetailSection title="Stock history">
        <HistoryTable subject={sku} />
      </DetailSection>
    </Screen>
  );
}
