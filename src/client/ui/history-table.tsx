import { useState } from 'react';
import { useHistory, type HistorySubject } from '../api/history/get-history';
import { entryKey } from './ledger-text';
import { MOVEMENT_COLUMNS, MovementRow, MovementTable } from './movement-table';
import { groupByOperation, type OperationGroup } from './operation-groups';
import { OperationTitle } from './operation-title';
import { Loading } from './query-state';
import { RangePager } from './range-pager';
import { DateTime } from './date-time';

const PAGE_SIZE = 20;

/** What the operation was, who did it and when: said once over all its rows. */
function OperationHeader({ group }: { group: OperationGroup }) {
  const { at, operator, note } = group.entries[0];
  return (
    <tr className="bg-stone-50">
      <th scope="rowgroup" colSpan={MOVEMENT_COLUMNS} className="max-sm:basis-full">
        <div className="font-normal text-stone-600">
          <span className="font-semibold text-stone-900">
            <OperationTitle operation={group.operation} linked />
          </span>
          {operator && ` · ${operator}`}
          {' · '}
          <DateTime at={at} />
          {note && <span className="block wrap-anywhere text-stone-700 italic">{note}</span>}
        </div>
      </th>
    </tr>
  );
}

/** The stock ledger rows of a bin, SKU or batch (and the holds of a SKU's or batch's lots), newest first, a page at a time, grouped by operation. */
export function HistoryTable({ subject }: { subject: HistorySubject }) {
  const [startingFrom, setStartingFrom] = useState(0);
  const history = useHistory(subject, { startingFrom, limit: PAGE_SIZE });
  if (history.isPending) return <Loading />;
  if (history.isError) {
    return (
      <p role="alert" className="text-red-700">
        Problem loading history.
      </p>
    );
  }
  const { items, total, total_is_exact } = history.data.state;
  if (total === 0) return <p className="text-stone-500">No stock changes yet.</p>;
  return (
    <div className="flex flex-col gap-2">
      <MovementTable label="Stock history">
        {groupByOperation(items).map((group) => (
          <tbody key={group.operation.id}>
            <OperationHeader group={group} />
            {group.entries.map((entry) => (
              <MovementRow key={entryKey(entry)} entry={entry} />
            ))}
          </tbody>
        ))}
      </MovementTable>
      <RangePager
        startingFrom={startingFrom}
        shown={items.length}
        total={total}
        exact={total_is_exact}
        pageSize={PAGE_SIZE}
        onPage={setStartingFrom}
      />
    </div>
  );
}
