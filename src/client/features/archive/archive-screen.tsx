import { useSearchParams } from 'react-router-dom';
import type { ArchivedKind } from '../../../shared/contract/archive';
import { useArchive } from '../../api/archive/get-archive';
import { Loading } from '../../ui/query-state';
import { RangePager } from '../../ui/range-pager';
import { Screen } from '../../ui/screen';
import { kindOf } from './archive-kinds';
import { ArchivedRow } from './archived-row';
import { KindFilter } from './kind-filter';

const PAGE_SIZE = 20;

/** The filter and the page live in the URL (?kind=batch&from=20), so Back and a shared link keep them. */
function useArchiveParams() {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const from = Number(params.get('from'));
  const startingFrom = Number.isSafeInteger(from) && from > 0 ? from : 0;
  const go = (next: { kind: ArchivedKind | null; startingFrom: number }) =>
    setParams({ ...(next.kind && { kind: next.kind }), ...(next.startingFrom > 0 && { from: String(next.startingFrom) }) });
  return { kind, startingFrom, go };
}

/** /archive: deleted bins, SKUs and batches that have stock history, newest deletion first. */
export function ArchiveScreen() {
  const { kind, startingFrom, go } = useArchiveParams();
  const archive = useArchive({ kind, startingFrom, limit: PAGE_SIZE });
  return (
    <Screen title="Archive">
      <div className="flex flex-col gap-3">
        <p className="text-stone-600">
          Deleted bins, SKUs and batches that have stock history, and customers a shipment names. Their history stays readable, and a
          restore brings one back under its own id.
        </p>
        <KindFilter value={kind} onChange={(next) => go({ kind: next, startingFrom: 0 })} />
        {archive.isPending ? (
          <Loading />
        ) : archive.isError ? (
          <p role="alert" className="text-red-700">
            Problem loading the archive: {archive.error.message}
          </p>
        ) : archive.data.state.items.length === 0 ? (
          startingFrom > 0 ? (
            // A restore can empty the last page; the way back is one press.
            <p className="text-stone-500">
              No more here.{' '}
              <button type="button" className="text-brand-700 underline" onClick={() => go({ kind, startingFrom: 0 })}>
                Back to the newest
              </button>
            </p>
          ) : (
            <p className="text-stone-500">{kind ? 'Nothing of this kind is archived.' : 'Nothing is archived.'}</p>
          )
        ) : (
          <>
            <ul aria-label="Archived items" className={archive.isPlaceholderData ? 'opacity-60' : undefined}>
              {archive.data.state.items.map((archived) => (
                <ArchivedRow key={archived.state.id} archived={archived} />
              ))}
            </ul>
            <RangePager
              startingFrom={startingFrom}
              shown={archive.data.state.items.length}
              total={archive.data.state.total}
              pageSize={PAGE_SIZE}
              onPage={(next) => go({ kind, startingFrom: next })}
            />
          </>
        )}
      </div>
    </Screen>
  );
}
