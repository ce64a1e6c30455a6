import { Link } from 'react-router-dom';
import type { BinResource } from '../../../shared/contract/bins';
import { BinId } from '../../../shared/contract/fields';
import { useBin } from '../../api/bins/get-bin';
import { HistoryTable } from '../../ui/history-table';
import { ItemLabel } from '../../ui/item-label';
import { PrintButton } from '../../ui/print-button';
import { Loaded, WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { BinContentsTable } from './bin-contents-table';

export const BinDetailScreen = () => <WithRouteId schema={BinId}>{(id) => <BinDetail id={id} />}</WithRouteId>;

function BinDetail({ id }: { id: string }) {
  return <Loaded query={useBin(id)} id={id}>{(bin) => <BinView bin={bin} />}</Loaded>;
}

function BinView({ bin }: { bin: BinResource }) {
  const { id, contents } = bin.state;
  return (
    <Screen
      title={<ItemLabel value={id} link={false} />}
      actions={
        <>
          <PrintButton label={id} />
          <Link to={`/receive?into=${id}`} className="btn-secondary">
            Receive
          </Link>
          <Link to={`/release?from=${id}`} className="btn-secondary">
            Release
          </Link>
        </>
      }
    >
      <h2 className="mb-2 text-lg font-semibold">Contents</h2>
      <BinContentsTable contents={contents} />
      <h2 className="mt-6 mb-2 text-lg font-semibold">Stock history</h2>
      <HistoryTable subject={bin} />
    </Screen>
  );
}
