import { Link } from 'react-router-dom';
import type { InstanceUndo } from '../../../shared/contract/step-instances';
import { DateTime } from '../../ui/date-time';

/** An undone run keeps its page as evidence; this says so first, with who undid it, when, and the undo's ledger entry. */
export function UndoneNote({ undone }: { undone: InstanceUndo }) {
  return (
    <p className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-stone-800">
      <span className="font-semibold">This run was undone</span> by {undone.operator ?? <span className="italic">(no operator named)</span>}{' '}
      on <DateTime at={undone.at} />. What it consumed went back to its bins and mixtures; the lots it produced were removed.{' '}
      <Link to={`/operation/${undone.operation_id}`} className="text-brand-700 underline">
        Operation {undone.operation_id}
      </Link>
    </p>
  );
}
