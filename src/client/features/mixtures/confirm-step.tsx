import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/**
 * Draw and split ask first: the checked request waits here until the operator
 * confirms, then runs with the dialog busy, and the dialog closes when it is done.
 */
export function useConfirmStep<V>(run: (values: V) => Promise<void>) {
  const [asked, setAsked] = useState<V | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (asked === null) return;
    setBusy(true);
    try {
      await run(asked);
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };
  return { asked, busy, ask: setAsked, confirm, cancel: () => setAsked(null) };
}

export function ConfirmStep<V>({
  step,
  confirmLabel,
  message,
}: {
  step: ReturnType<typeof useConfirmStep<V>>;
  confirmLabel: string;
  message: (values: V) => ReactNode;
}) {
  return (
    <ConfirmDialog
      open={step.asked !== null}
      confirmLabel={confirmLabel}
      message={step.asked !== null && message(step.asked)}
      busy={step.busy}
      onConfirm={() => void step.confirm()}
      onCancel={step.cancel}
    />
  );
}
