import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import { NotFound } from './not-found';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="animate-pulse text-stone-500">
      {label}
    </p>
  );
}

/**
 * What a screen shows when its resource failed to load: the 404 screen for a missing
 * resource, the problem's title for other problems, and `connectionText` when the server
 * could not be reached.
 */
export function LoadError({ error, connectionText = 'Connection Error' }: { error: unknown; connectionText?: string }): ReactNode {
  if (isApiError(error) && error.isMissing) return <NotFound />;
  const title = isApiError(error) && error.kind === 'problem' ? error.message : connectionText;
  return (
    <section className="card" role="alert">
      <h1 className="text-xl font-bold">{title}</h1>
    </section>
  );
}
