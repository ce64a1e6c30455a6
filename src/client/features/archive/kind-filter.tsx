import { ARCHIVED_KINDS, type ArchivedKind } from '../../../shared/contract/archive';
import { KINDS_TEXT } from './archive-kinds';

const OPTIONS: { value: ArchivedKind | null; label: string }[] = [
  { value: null, label: 'All' },
  ...ARCHIVED_KINDS.map((kind) => ({ value: kind, label: KINDS_TEXT[kind] })),
];

/** All, Bins, SKUs, Batches or Customers: one choice, shown as a segmented control. */
export function KindFilter({ value, onChange }: { value: ArchivedKind | null; onChange: (kind: ArchivedKind | null) => void }) {
  return (
    <div role="radiogroup" aria-label="Show kind" className="inline-flex self-start overflow-hidden rounded-md border border-stone-300">
      {OPTIONS.map((option) => (
        <button
          key={option.label}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          className={`min-h-9 px-2 text-sm font-semibold sm:px-3 ${value === option.value ? 'bg-brand-700 text-white' : 'bg-white text-stone-700 hover:bg-stone-50'}`}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
