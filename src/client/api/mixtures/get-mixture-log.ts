import { infiniteQueryOptions } from '@tanstack/react-query';
import { findOperation } from '../../../shared/contract/envelope';
import { MixtureLogResource, type MixtureResource } from '../../../shared/contract/mixtures';
import { follow } from '../request';

/** The page of the mixture's log before the entry `before`, through its audit-log operation. */
export function getMixtureLog(mixture: MixtureResource, before: number, signal?: AbortSignal) {
  const operation = findOperation(mixture.operations, 'audit-log');
  return follow(MixtureLogResource, operation && { ...operation, href: `${operation.href}?before=${before}` }, { signal });
}

/**
 * The log older than the entry `before`, a page at a time, each page older than the last.
 * Entries never change once written, so a page read stays right.
 */
export const olderMixtureLogQuery = (mixture: MixtureResource, before: number) =>
  infiniteQueryOptions({
    queryKey: ['mixture-log', mixture.state.mix_id, before],
    queryFn: ({ pageParam, signal }) => getMixtureLog(mixture, pageParam, signal),
    initialPageParam: before,
    getNextPageParam: (page) => (page.state.audit_has_older ? page.state.audit[0]?.id : undefined),
    staleTime: Infinity,
  });
