import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MixtureResource } from '../../../shared/contract/mixtures';
import { olderMixtureLogQuery } from '../../api/mixtures/get-mixture-log';
import { AuditLogTable } from './audit-log-table';

/**
 * The mixture's log: the newest entries its state carries, and older pages on request. The
 * older pages hang from the oldest entry shown, so after a draw shifts that entry they are
 * read again from there: no entry is skipped or shown twice.
 */
export function AuditLog({ mixture }: { mixture: MixtureResource }) {
  const { audit, audit_has_older } = mixture.state;
  const [wantsOlder, setWantsOlder] = useState(false);
  const oldestShown = audit[0]?.id ?? 0;
  const older = useInfiniteQuery({ ...olderMixtureLogQuery(mixture, oldestShown), enabled: wantsOlder && audit_has_older });
  const olderEntries = older.data?.pages.toReversed().flatMap((page) => page.state.audit) ?? [];
  const more = wantsOlder ? older.isFetching || older.hasNextPage : audit_has_older;
  return (
    <>
      <AuditLogTable events={[...olderEntries, ...audit]} />
      {older.isError && (
        <p role="alert" className="mt-2 text-red-700">
          Could not load older entries.
        </p>
      )}
      {more && (
        <button
          type="button"
          className="btn-secondary mt-3"
          disabled={older.isFetching}
          onClick={() => (wantsOlder ? void older.fetchNextPage() : setWantsOlder(true))}
        >
          {older.isFetching ? 'Loading...' : 'Show older entries'}
        </button>
      )}
    </>
  );
}
