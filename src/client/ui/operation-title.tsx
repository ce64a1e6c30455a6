import { Link } from 'react-router-dom';
import type { OperationRef } from '../../shared/contract/history';
import { ItemLabel } from './item-label';
import { changeText } from './ledger-text';

/** Where an operation's page is. */
const operationPath = (id: number) => `/operation/${id}`;

/** Kinds that delete their document: its page is gone, so its link leads to its record in the Archive. */
const DELETES_DOCUMENT = new Set(['bin-delete']);

function DocumentLabel({ kind, id }: { kind: string; id: string }) {
  if (!DELETES_DOCUMENT.has(kind)) return <ItemLabel value={id} />;
  return (
    <Link to={`/archive/${id}`} className="text-brand-700 hover:underline" aria-label={`${id} in the Archive`}>
      <ItemLabel value={id} link={false} />
    </Link>
  );
}

/**
 * What an operation was, e.g. "Audit of BIN000003". `linked` makes its kind the link to
 * the operation's page; the document has a link of its own, so the two cannot be one.
 */
export function OperationTitle({ operation, linked = false }: { operation: OperationRef; linked?: boolean }) {
  const kind = changeText(operation.kind);
  return (
    <>
      {linked ? (
        <Link
          to={operationPath(operation.id)}
          className="text-brand-700 underline-offset-2 hover:underline"
          aria-label={`${kind} (operation ${operation.id})`}
        >
          {kind}
        </Link>
      ) : (
        kind
      )}
      {operation.document_id && (
        <>
          {' of '}
          <DocumentLabel kind={operation.kind} id={operation.document_id} />
        </>
      )}
    </>
  );
}
