import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArchivedId, type ArchivedResource, type ArchivedState } from '../../../shared/contract/archive';
import { isApiError } from '../../api/api-error';
import { useArchived } from '../../api/archive/get-archived';
import { CodesList } from '../../ui/codes-editor';
import { HistoryTable } from '../../ui/history-table';
import { DetailList, DetailSection } from '../../ui/item-detail';
import { ItemLabel } from '../../ui/item-label';
import { LoadError, Loading } from '../../ui/query-state';
import { WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { KIND_TEXT, livePath } from './archive-kinds';
import { RestoreButton } from './restore-button';
import { DateTime } from '../../ui/date-time';

/** /archive/:id: a deleted bin, SKU or batch as it was, with its stock history and Restore. */
export const ArchivedScreen = () => <WithRouteId schema={ArchivedId}>{(id) => <ArchivedDetail id={id} />}</WithRouteId>;

/** Not (or no longer) archived: it may have been restored, so its own page is worth a try. */
function NotArchived({ id }: { id: string }) {
  return (
    <Screen title={<ItemLabel value={id} link={false} />}>
      <p className="text-stone-600">
        Nothing is archived as {id}; it may have been restored. Open <ItemLabel value={id} /> or the{' '}
        <Link to="/archive" className="text-brand-700 underline">
          Archive
        </Link>
        .
      </p>
    </Screen>
  );
}

function ArchivedDetail({ id }: { id: string }) {
  const archived = useArchived(id);
  if (archived.isPending) return <Loading />;
  if (archived.isError)
    return isApiError(archived.error) && archived.error.isMissing ? <NotArchived id={id} /> : <LoadError error={archived.error} />;
  return <ArchivedView archived={archived.data} />;
}

const time = (iso: string) => <DateTime at={iso} />;

/** What the record kept; a bin has no name or codes. */
function factsOf({ kind, name, sku_id, created_at, archived_at }: ArchivedState): [string, ReactNode][] {
  const facts: [string, ReactNode][] = [['Kind', KIND_TEXT[kind]]];
  if (kind !== 'bin') facts.push(['Name', name || <span className="text-stone-500 italic">(Empty)</span>]);
  if (sku_id) facts.push(['Parent SKU', <ItemLabel value={sku_id} />]);
  facts.push(['Created', time(created_at)], ['Deleted', time(archived_at)]);
  return facts;
}

function ArchivedView({ archived }: { archived: ArchivedResource }) {
  const { id, kind } = archived.state;
  const navigate = useNavigate();
  return (
    <Screen
      title={
        <>
          <ItemLabel value={id} link={false} /> <span className="text-base font-normal text-stone-500">(deleted)</span>
        </>
      }
      actions={<RestoreButton archived={archived} onRestored={() => void navigate(livePath(kind, id))} />}
    >
      <DetailList items={factsOf(archived.state)} />
      {kind !== 'bin' && (
        <DetailSection title="Codes">
          <CodesList codes={archived.state} />
        </DetailSection>
      )}
      <DetailSection title="Stock history">
        <HistoryTable subject={archived} />
      </DetailSection>
    </Screen>
  );
}
