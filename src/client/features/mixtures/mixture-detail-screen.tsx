import { Link } from 'react-router-dom';
import { MixId } from '../../../shared/contract/fields';
import type { MixtureResource } from '../../../shared/contract/mixtures';
import { isApiError } from '../../api/api-error';
import { useMixture } from '../../api/mixtures/get-mixture';
import { DetailList, DetailSection } from '../../ui/item-detail';
import { ItemLabel } from '../../ui/item-label';
import { PrintButton } from '../../ui/print-button';
import { LoadError } from '../../ui/query-state';
import { Loaded, WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { HoldAction, HoldBanner } from '../../holds/hold-panel';
import { AuditEntryPanel } from './audit-entry-panel';
import { AuditLog } from './audit-log';
import { ComponentsTable } from './components-table';
import { DrawPanel } from './draw-panel';
import { quantityText } from '../../../shared/units';
import { SplitPanel } from './split-panel';

export const MixtureDetailScreen = () => <WithRouteId schema={MixId}>{(id) => <MixtureDetail id={id} />}</WithRouteId>;

function MixtureDetail({ id }: { id: string }) {
  const query = useMixture(id);
  // 'Connection Error' when the server cannot be reached, 'Unable to load mixture' when its answer makes no sense.
  if (query.isError) {
    const unreachable = isApiError(query.error) && query.error.kind === 'connection';
    return <LoadError error={query.error} connectionText={unreachable ? 'Connection Error' : 'Unable to load mixture'} />;
  }
  return (
    <Loaded query={query} id={id}>
      {(mixture) => <MixtureView mixture={mixture} />}
    </Loaded>
  );
}

function MixtureView({ mixture }: { mixture: MixtureResource }) {
  const { mix_id, sku_id, sku_name, bin_id, qty_total, unit, created_by, components, hold } = mixture.state;
  return (
    <Screen
      wide
      title={<ItemLabel value={mix_id} link={false} />}
      actions={
        <>
          <PrintButton label={mix_id} />
          {/* The API traces lots and runs, so a mixture is traced downstream through its component lots. */}
          <Link to={`/traceability?id=${components.map((c) => c.batch_id).join(',')}&scope=downstream`} className="btn-secondary">
            Trace
          </Link>
          <HoldAction id={mix_id} hold={hold} />
        </>
      }
    >
      <HoldBanner id={mix_id} hold={hold} />
      <div className="max-w-card">
        <DetailList
          items={[
            [
              'SKU',
              <span className="flex flex-wrap gap-x-3">
                <ItemLabel value={sku_id} />
                <span className="text-stone-700">{sku_name}</span>
              </span>,
            ],
            ['Bin', <ItemLabel value={bin_id} />],
            ['Total', <span className="font-semibold tabular-nums">{quantityText(qty_total, unit)}</span>],
            ['Created by', created_by],
          ]}
        />
      </div>
      <DetailSection title="Components">
        <ComponentsTable mixture={mixture.state} />
      </DetailSection>
      <div className="mt-6 grid items-start gap-4 md:grid-cols-2 lg:grid-cols-3">
        <DrawPanel mixture={mixture} />
        <SplitPanel mixture={mixture} />
        <AuditEntryPanel mixture={mixture} />
      </div>
      <DetailSection title="Audit Log">
        <AuditLog mixture={mixture} />
      </DetailSection>
    </Screen>
  );
}
