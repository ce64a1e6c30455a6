import { Link } from 'react-router-dom';
import type { ArchivedResource } from '../../../shared/contract/archive';
import { ItemLabel } from '../../ui/item-label';
import { archivedPath, KIND_TEXT } from './archive-kinds';
import { RestoreButton } from './restore-button';
import { DateTime } from '../../ui/date-time';

/** Owned codes as they are, associated ones marked: enough to recognise the thing by. */
function CodesLine({ owned, associated }: { owned: string[]; associated: string[] }) {
  if (owned.length + associated.length === 0) return null;
  return (
    <p className="text-sm wrap-anywhere text-stone-600">
      Codes: <span className="font-label">{[...owned, ...associated.map((code) => `${code} (associated)`)].join(', ')}</span>
    </p>
  );
}

/** One deleted thing: what it was, when it went, its history and Restore. */
export function ArchivedRow({ archived }: { archived: ArchivedResource }) {
  const { id, kind, name, owned_codes, associated_codes, archived_at } = archived.state;
  return (
    <li className="flex flex-col gap-2 border-b border-stone-100 py-3 last:border-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="rounded bg-stone-100 px-1.5 text-xs font-semibold text-stone-600">{KIND_TEXT[kind]}</span>
          <Link to={archivedPath(id)} className="text-brand-700 hover:underline">
            <ItemLabel value={id} link={false} />
          </Link>
          {name && <span className="wrap-anywhere">{name}</span>}
        </p>
        <CodesLine owned={owned_codes} associated={associated_codes} />
        <p className="text-sm text-stone-600">
          Deleted <DateTime at={archived_at} />
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link to={archivedPath(id)} className="btn-secondary">
          History<span className="sr-only"> of {id}</span>
        </Link>
        <RestoreButton archived={archived} />
      </div>
    </li>
  );
}
