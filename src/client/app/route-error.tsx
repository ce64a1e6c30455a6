import { useRef } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { VERSION } from '../../shared/version';
import { NotFound } from '../ui/not-found';

function reportOf(error: unknown): string {
  const detail = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : JSON.stringify(error);
  return [
    `Lotline ${VERSION}`,
    `Page: ${window.location.href}`,
    `Time: ${new Date().toISOString()}`,
    `Browser: ${navigator.userAgent}`,
    '',
    detail,
  ].join('\n');
}

/** A screen that failed to render: say so, and offer a report to send to whoever runs Lotline. */
export function RouteError() {
  const error = useRouteError();
  const dialog = useRef<HTMLDialogElement>(null);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const report = reportOf(error);
  return (
    <section className="card" role="alert">
      <h1 className="mb-3 text-xl font-bold">Something went wrong.</h1>
      <p className="mb-4 text-stone-600">The screen could not be shown. Nothing you saved is lost.</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <button type="button" className="btn-secondary" onClick={() => dialog.current?.showModal()}>
          Report error
        </button>
      </div>
      <dialog ref={dialog} aria-labelledby="error-report-title" className="m-auto w-[min(40rem,95vw)] rounded-lg p-0 backdrop:bg-black/40">
        <div className="flex flex-col gap-3 p-4">
          <h2 id="error-report-title" className="text-lg font-bold">
            Error report
          </h2>
          <p className="text-sm text-stone-600">Copy this report and send it to whoever looks after Lotline.</p>
          <textarea readOnly aria-label="Error report" className="input h-48 font-mono text-xs" value={report} />
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={() => void navigator.clipboard?.writeText(report)}>
              Copy report
            </button>
            <button type="button" className="btn-primary" onClick={() => dialog.current?.close()}>
              Close
            </button>
          </div>
        </div>
      </dialog>
    </section>
  );
}
