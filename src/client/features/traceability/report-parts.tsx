import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Unit } from '../../../shared/units';
import { ItemLabel } from '../../ui/item-label';
import { annotationText, quantityText, rangeText } from './trace-text';

interface Bounded {
  lower_bound: number;
  upper_bound: number;
  annotations: readonly string[];
}

/**
 * Below 640px each row becomes a card: its cells wrap side by side, each under its column's name
 * (the cell's data-label), so a report reads at phone width without scrolling sideways.
 */
export const PHONE_CARDS =
  'max-sm:block max-sm:[&>thead]:hidden max-sm:[&>tbody]:block max-sm:[&_tbody_tr]:flex max-sm:[&_tbody_tr]:flex-wrap ' +
  'max-sm:[&_tbody_tr]:gap-x-5 max-sm:[&_tbody_tr]:gap-y-1 max-sm:[&_tbody_tr]:border-b max-sm:[&_tbody_tr]:border-stone-200 max-sm:[&_tbody_tr]:py-2 ' +
  'max-sm:[&_td]:border-0 max-sm:[&_td]:p-0 max-sm:[&_td]:text-left max-sm:[&_td:first-child]:w-full ' +
  'max-sm:[&_td]:before:block max-sm:[&_td]:before:text-xs max-sm:[&_td]:before:text-stone-500 max-sm:[&_td]:before:content-[attr(data-label)]';

/** A bound as '5–7 kg', or '10 kg' when exact. */
export const Range = ({ of, unit }: { of: Bounded; unit: Unit | null }) => (
  <span className="whitespace-nowrap tabular-nums">{rangeText(of.lower_bound, of.upper_bound, unit)}</span>
);

export const Amount = ({ value, unit }: { value: number; unit: Unit | null }) => <span className="whitespace-nowrap tabular-nums">{quantityText(value, unit)}</span>;

/** Where uncertainty entered, as small tags in words. */
export function Uncertainty({ annotations }: { annotations: readonly string[] }) {
  if (annotations.length === 0) return <span className="text-stone-500">exact</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {annotations.map((annotation) => (
        <span key={annotation} className="rounded bg-amber-50 px-1.5 py-0.5 text-xs whitespace-nowrap text-amber-900 ring-1 ring-amber-300">
          {annotationText(annotation)}
        </span>
      ))}
    </span>
  );
}

/** A label linked to its page, with its name beside it. */
export const Named = ({ id, name }: { id: string; name: string }) => (
  <span className="flex flex-wrap items-baseline gap-x-2">
    <ItemLabel value={id} />
    {name && <span className="text-stone-700">{name}</span>}
  </span>
);

/** A production run, linked to its page. */
export const RunLink = ({ id }: { id: string }) => (
  <Link to={`/step-instance/${id}`} className="text-brand-700 hover:underline" aria-label={id}>
    <ItemLabel value={id} link={false} />
  </Link>
);

/** One part of the report: a heading, and a table that scrolls inside its box at phone width. */
export function ReportPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-6 break-inside-avoid">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <div className="overflow-x-auto print:overflow-visible">{children}</div>
    </section>
  );
}

export const Empty = ({ children }: { children: ReactNode }) => <p className="text-stone-600">{children}</p>;
