import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  /** the action button's text, e.g. 'Delete' */
  confirmLabel: string;
  /** what is about to happen, shown under the question */
  message?: ReactNode;
  /** block content below the message, e.g. a table of what will change */
  children?: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The warning dialog: 'Are you sure?' with Cancel and the action, at most 20em wide.
 * A native modal dialog, so focus stays inside it and Escape cancels.
 */
export function ConfirmDialog({ open, confirmLabel, message, children, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={message ? `${id}-message` : undefined}
      className="m-auto w-[calc(100vw-2rem)] max-w-warning rounded-lg p-0 shadow-xl backdrop:bg-black/40"
      onCancel={(event) => {
        // Escape: let React state close it, so `open` stays the truth.
        event.preventDefault();
        if (!busy) onCancel();
      }}
      // Browsers may close it anyway (a second Escape); keep `open` in step.
      onClose={() => {
        if (open) onCancel();
      }}
    >
      <div className="flex flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            Are you sure?
          </h2>
          <button
            type="button"
            aria-label="Close"
            className="rounded px-1 font-bold text-stone-500 hover:bg-stone-100"
            onClick={onCancel}
            disabled={busy}
          >
            X
          </button>
        </div>
        {message && (
          <p id={`${id}-message`} className="text-stone-700">
            {message}
          </p>
        )}
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="button" className="btn-danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
