import { progressText } from './recall-time';

/** A drill is marked wherever a recall is named, so no one takes it for a real one. */
export function DrillBadge() {
  return <span className="rounded bg-amber-200 px-2 text-base font-semibold text-amber-900">Drill</span>;
}

/** "3 of 7 notified" with a bar; a recall with no one to tell is complete. */
export function RecallProgress({ notified, customers }: { notified: number; customers: number }) {
  const text = progressText(notified, customers);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <progress
        className="h-3 w-48 max-w-full accent-brand-700"
        max={Math.max(customers, 1)}
        value={customers === 0 ? 1 : notified}
        aria-label={text}
      />
      <span className="font-semibold tabular-nums">{text}</span>
    </div>
  );
}
