import { Link, useParams } from 'react-router-dom';
import { OperationParams, type OperationState } from '../../../shared/contract/history';
import { useOperation } from '../../api/operations/get-operation';
import { DetailList, DetailSection } from '../../ui/item-detail';
import { MovementRow, MovementTable } from '../../ui/movement-table';
import { OperationTitle } from '../../ui/operation-title';
import { Loaded, UnknownResource } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { HeldItems } from './held-items';
import { DateTime } from '../../ui/date-time';

/** /operation/:id: one ledger operation (an audit, a forced bin delete, a receive) with every movement it wrote, or the items it held or released. */
export function OperationScreen() {
  const parsed = OperationParams.safeParse({ id: useParams().id });
  if (!parsed.success) return <UnknownResource />;
  return <OperationDetail key={parsed.data.id} id={parsed.data.id} />;
}

function OperationDetail({ id }: { id: number }) {
  return <Loaded query={useOperation(id)}>{(operation) => <OperationView operation={operation.state} />}</Loaded>;
}

const missing = (text: string) => <span className="text-stone-500 italic">{text}</span>;

/** The operator, linking to everything the same person did when the operation names them by id (accounts on). */
function OperatorOf({ operator, person_id }: Pick<OperationState, 'operator' | 'person_id'>) {
  if (person_id === null) return operator ?? missing('(Not recorded)');
  return (
    <Link to={`/ledger?${new URLSearchParams({ person: person_id }).toString()}`} className="text-brand-700 hover:underline">
      {operator ?? person_id}
    </Link>
  );
}

function OperationView({ operation }: { operation: OperationState }) {
  const { at, operator, person_id, note, movements, held_items } = operation;
  return (
    <Screen title={<OperationTitle operation={operation} />}>
      <DetailList
        items={[
          ['When', <DateTime at={at} />],
          ['Operator', <OperatorOf operator={operator} person_id={person_id} />],
          ['Note', note ?? missing('(None)')],
        ]}
      />
      {/* A hold or release moves no stock: what it did is the items it held or released. */}
      {held_items.length > 0 ? <HeldItems kind={operation.kind} items={held_items} /> : <MovementsSection movements={movements} />}
    </Screen>
  );
}

function MovementsSection({ movements }: { movements: OperationState['movements'] }) {
  return (
    <DetailSection title={movements.length === 1 ? '1 movement' : `${movements.length} movements`}>
      {movements.length === 0 ? (
        <p className="text-stone-500">This operation moved no stock.</p>
      ) : (
        <MovementTable label="Movements">
          <tbody>
            {movements.map((entry) => (
              <MovementRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </MovementTable>
      )}
    </DetailSection>
  );
}
