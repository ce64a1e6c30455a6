import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BinResource, BinState } from '../../../shared/contract/bins';
import { BinId } from '../../../shared/contract/fields';
import { useBin } from '../../api/bins/get-bin';
import { HistoryTable } from '../../ui/history-table';
import { DetailList, DetailSection } from '../../ui/item-detail';
import { ItemLabel } from '../../ui/item-label';
import { PrintButton } from '../../ui/print-button';
import { Loaded, WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { BinContentsTable } from './bin-contents-table';
import { BinDelete } from './bin-delete';

export const BinDetailScreen = () => <WithRouteId schema={BinId}>{(id) => <BinDetail id={id} />}</WithRouteId>;

function BinDetail({ id }: { id: string }) {
  return (
    <Loaded query={useBin(id)} id={id}>
      {(bin) => <BinView bin={bin} />}
    </Loaded>
  );
}

/** Name always (an unnamed bin says so); zone and notes only when the bin has them. */
function details({ name, zone, notes }: BinState): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [['Name', name || <span className="text-stone-500 italic">(Empty)</span>]];
  if (zone) rows.push(['Zone', zone]);
  if (notes) rows.push(['Notes', <span className="whitespace-pre-line">{notes}</span>]);
  return rows;
}

function BinView({ bin }: { bin: BinResource }) {
  const { id, lines } = bin.state;
  return (
    <Screen title={<ItemLabel value={id} link={false} />} actions={<PrintButton label={id} />}>
      <DetailList items={details(bin.state)} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={`/bin/${id}/edit`} className="btn-primary">
          Edit
        </Link>
        <Link to={`/receive?into=${id}`} className="btn-secondary">
          Receive
        </Link>
        <Link to={`/release?from=${id}`} className="btn-secondary">
          Release
        </Link>
        <BinDelete bin={bin} />
      </div>
      <DetailSection title="Contents">
        <BinContentsTable lines={lines} />
      </DetailSection>
      <DetailSection title="Stock history">
        <HistoryTable subject={bin} />
      </DetailSection>
    </Screen>
  );
}
