import { useId, type ReactNode } from 'react';

/**
 * One side of the run, under its heading. The active side is where a scanned bin goes (the bin
 * lots are taken from, or where the new lots are put); focusing anything in a side, or touching
 * it anywhere (a tap on its text focuses nothing), makes it active.
 */
export function RunSection({
  title,
  active,
  onActivate,
  children,
}: {
  title: string;
  active: boolean;
  onActivate: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      onFocus={onActivate}
      onPointerDown={onActivate}
      className={`flex min-w-0 flex-col gap-3 rounded-lg border p-3 sm:p-4 ${active ? 'border-brand-500 ring-2 ring-brand-100' : 'border-stone-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          aria-pressed={active}
          onClick={onActivate}
          className={`rounded-full px-3 py-1 text-sm font-semibold ${active ? 'bg-brand-700 text-white' : 'border border-stone-300 text-stone-700 hover:bg-stone-50'}`}
        >
          {active ? 'Bin scans go here' : `Scan bins for ${title.toLowerCase()}`}
        </button>
      </div>
      {children}
    </section>
  );
}

/** A row's problems, each under the row, in red and announced. */
export function RowErrors({ messages }: { messages: readonly (string | undefined)[] }) {
  const shown = messages.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <div className="col-span-full basis-full text-sm text-red-700">
      {shown.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** A problem of a whole list (none listed), announced. */
export function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
