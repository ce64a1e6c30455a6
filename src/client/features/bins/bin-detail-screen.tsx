import { Link, useParams } from 'react-router-dom';
import { BinId } from '../../../shared/contract/fields';
import { HistoryTable } from '../../ui/history-table';
import { ItemLabel } from '../../ui/item-label';
import { PrintButton } from '../../ui/print-button';
import { LoadError, Loading } from '../../ui/query-state';
import { Screen } from '../../ui/screen';
import { useBin } from '../../api/bins/get-bin';
import { BinContentsTable } from './bin-contents-table';

export function BinDetailScreen() {
  const id = useParams().id ?? '';
  if (!BinId.safeParse(id).success) return <UnknownResource />;
  return <BinDetail id={id} />;
}

function UnknownResource() {
  return (
    <section className="card" role="alert">
      <h1 className="text-xl font-bold">Unknown resource</h1>
    </section>
  );
}

function BinDetail({ id }: { id: string }) {
  const bin = useBin(id);
  if (bin.isPending) return <Loading />;
  if (bin.isError) return <LoadError error={bin.error} />;
  return (
    <Screen
      title={<ItemLabel value={bin.data.state.id} link={false} />}
      actions={
        <>
          <PrintButton label={bin.data.state.id} />
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
      <BinContentsTable contents={bin.data.state.contents} />
      <h2 className="mt-6 mb-2 text-lg font-semibold">Stock history</h2>
      <HistoryTable subject={bin.data} />
    </Screen>
  );
}
