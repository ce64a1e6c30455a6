import { Link } from 'react-router-dom';
import { KIND_OF_PREFIX, SCREEN_OF_KIND, splitBadge, splitLabel, type LabelPrefix } from '../../shared/labels';

/** Stock labels and customers link; TPL and INS ids, and badges (PER), are shown as text. */
const LINKED = new Set(['BIN', 'SKU', 'BAT', 'MIX', 'CUS']);

/** Pulls a label out of an API or screen URI (`/api/sku/SKU000001`), or takes it as given. */
export const labelOf = (value: string): string => value.split('/').filter(Boolean).pop() ?? value;

/** A label in bold monospace with its zero padding dimmed, linked to its screen. */
export function ItemLabel({ value, link = true }: { value: string; link?: boolean }) {
  const label = labelOf(value);
  const parts = splitLabel(label) ?? splitBadge(label);
  if (!parts) return <span className="break-all">{label}</span>;
  const text = (
    <span className="font-label font-bold whitespace-nowrap" data-label={label}>
      {parts.prefix}
      <span className="text-[0.8em] opacity-50">{parts.padding}</span>
      {parts.digits}
    </span>
  );
  if (!link || !LINKED.has(parts.prefix)) return text;
  const screen = SCREEN_OF_KIND[KIND_OF_PREFIX[parts.prefix as LabelPrefix]];
  return (
    <Link to={`${screen}/${label}`} className="text-brand-700 hover:underline" aria-label={label}>
      {text}
    </Link>
  );
}
