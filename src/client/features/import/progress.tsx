/** A progress bar with its text: determinate with a value from 0 to 1, else a busy bar for one long request. */
export function Progress({ label, value }: { label: string; value?: number }) {
  return (
    <div role="status" className="flex flex-col gap-1">
      <span className="text-sm text-stone-600">{value === undefined ? label : `${label} ${Math.round(value * 100)}%`}</span>
      <progress className="h-2 w-full accent-brand-700" aria-label={label} {...(value !== undefined && { value, max: 1 })} />
    </div>
  );
}
