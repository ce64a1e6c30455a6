import { useEffect, useRef, useState } from 'react';
import { csvLines, csvText } from '../../ui/csv';
import { downloadText } from '../../ui/download';
import { dateText } from '../../ui/dates';
import { countText } from '../../ui/ledger-text';
import { csvBody, csvHeader, type Column } from './columns';
import { pagesOf } from './export-all';
import type { FetchPage } from './page';

interface Progress {
  read: number;
  total: number;
  exact: boolean;
}

/** The file's name: the list's, and the day it was exported (local). */
const fileName = (label: string) => `${label.toLowerCase().replaceAll(/\W+/g, '-')}-${dateText(new Date())}.csv`;

/**
 * Export CSV of every row the filters match, read a page at a time: the file is built in parts
 * as pages arrive, with "1,200 of 10,000 rows" and a Cancel button meanwhile. Leaving the
 * screen cancels it.
 */
export function ExportButton<Row>({
  label,
  columns,
  fetchPage,
  disabled,
}: {
  label: string;
  columns: readonly Column<Row>[];
  fetchPage: FetchPage<Row>;
  disabled: boolean;
}) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcome, setOutcome] = useState<{ failed: boolean; text: string } | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = async () => {
    const abort = new AbortController();
    running.current = abort;
    setOutcome(null);
    setProgress({ read: 0, total: 0, exact: false });
    const parts = [csvText([csvHeader(columns)])];
    try {
      for await (const page of pagesOf(fetchPage, abort.signal)) {
        parts.push(csvLines(csvBody(columns, page.rows)));
        setProgress({ read: page.read, total: Math.max(page.total, page.read), exact: page.exact ?? true });
      }
      downloadText(fileName(label), parts, 'text/csv;charset=utf-8');
    } catch (error) {
      setOutcome(
        abort.signal.aborted
          ? { failed: false, text: 'Export cancelled.' }
          : { failed: true, text: `Export stopped: ${error instanceof Error ? error.message : String(error)}` },
      );
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span role="status" className="text-sm text-stone-600">
          Exporting {countText(progress.read, true)} of {countText(progress.total, progress.exact)} rows…
        </span>
        <div
          role="progressbar"
          aria-label="Export progress"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.read}
          className="h-2 w-24 overflow-hidden rounded bg-stone-200"
        >
          <div className="h-full bg-brand-700" style={{ width: `${progress.total ? (100 * progress.read) / progress.total : 0}%` }} />
        </div>
        <button type="button" className="btn-secondary" onClick={() => running.current?.abort()}>
          Cancel export
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {outcome && (
        <span role={outcome.failed ? 'alert' : 'status'} className={`text-sm ${outcome.failed ? 'text-red-700' : 'text-stone-600'}`}>
          {outcome.text}
        </span>
      )}
      <button type="button" className="btn-secondary" disabled={disabled} onClick={() => void run()}>
        Export CSV
      </button>
    </div>
  );
}
