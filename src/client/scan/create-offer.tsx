import { useNavigate } from 'react-router-dom';
import { newScreenOf, type NewLabel } from './resolve-scan';

/** The toast for a scanned label not in use yet: a pre-printed label, ready to become a bin, SKU, batch or customer. */
export function CreateOffer({ label }: { label: NewLabel }) {
  const navigate = useNavigate();
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {label.id} is not in use: create it?
      <button
        type="button"
        className="rounded bg-white/20 px-2 py-1 font-semibold hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white"
        onClick={() => void navigate(newScreenOf(label))}
      >
        Create
      </button>
    </span>
  );
}
