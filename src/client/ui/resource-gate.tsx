import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { ItemLabel } from './item-label';
import { LoadError, Loading } from './query-state';
import { Screen } from './screen';

/** The client-side problem invalid-resource: an id in the URL without the right prefix. */
export function UnknownResource() {
  return (
    <section className="card" role="alert">
      <h1 className="text-xl font-bold">Unknown resource</h1>
    </section>
  );
}

/**
 * Renders a screen for the route's `:id` when it is an id of the screen's kind. Keyed by
 * the id, so following a link to another item starts the screen afresh.
 */
export function WithRouteId({ schema, children }: { schema: z.ZodType<string>; children: (id: string) => ReactNode }) {
  const id = useParams().id ?? '';
  if (!schema.safeParse(id).success) return <UnknownResource />;
  return <Fragment key={id}>{children(id)}</Fragment>;
}

/**
 * A resource's screen once it has loaded; loading and load failures look the same everywhere.
 * A detail screen names its item while it loads, so a scan's new screen shows at once.
 */
export function Loaded<T>({ query, id, children }: { query: UseQueryResult<T>; id?: string; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return id ? (
      <Screen title={<ItemLabel value={id} link={false} />}>
        <Loading />
      </Screen>
    ) : (
      <Loading />
    );
  }
  if (query.isError) return <LoadError error={query.error} />;
  return children(query.data);
}
