import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { problemText } from '../api/form-errors';
import { ConfirmDialog } from './confirm-dialog';
import { useToast } from './toast';

/** A titled part of a detail page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6 border-t border-stone-200 pt-4">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Name/value pairs at the top of a detail page. */
export function DetailList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-stone-600">{label}</dt>
          <dd className="min-w-0 wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface ItemActionsProps {
  id: string;
  screen: string;
  /** the list the page leaves for once the item is deleted, since its own page has nothing left to show */
  listTo: string;
  onDelete: () => Promise<unknown>;
  /** Receive and Release links; a customer holds no stock */
  stock?: boolean;
  /** when a delete keeps the thing in the Archive */
  archivedWhen?: string;
}

/** Edit, Receive, Release and Delete? of a SKU, batch or customer page. Delete asks first, then shows the list. */
export function ItemActions({ id, screen, listTo, onDelete, stock = true, archivedWhen = 'it ever had stock' }: ItemActionsProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await onDelete();
      toast.success('Deleted');
      await navigate(listTo);
    } catch (error) {
      toast.failure(problemText(error));
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Link to={`${screen}/${id}/edit`} className="btn-primary">
        Edit
      </Link>
      {stock && (
        <>
          <Link to={`/receive?item=${id}`} className="btn-secondary">
            Receive
          </Link>
          <Link to={`/release?item=${id}`} className="btn-secondary">
            Release
          </Link>
        </>
      )}
      <button type="button" className="btn-secondary text-red-700" onClick={() => setAsking(true)}>
        Delete?
      </button>
      <ConfirmDialog
        open={asking}
        confirmLabel="Delete"
        message={`Delete ${id}? If ${archivedWhen}, it stays in the Archive with its history and can be restored.`}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
