import type { AuditAnswer, AuditResult } from '../../../shared/contract/audit';
import { quantityChangeText } from '../../../shared/units';
import { useItemSummaries } from '../../api/items/get-item-summary';
import { ItemLabel } from '../../ui/item-label';
import { Quantity } from '../../ui/quantity';

const RESULT_TEXT: Record<AuditResult, string> = { matched: 'Matched', over: 'Over', short: 'Short', unexpected: 'Unexpected' };
const RESULT_CLASS: Record<AuditResult, string> = {
  matched: 'bg-brand-100 text-brand-900',
  over: 'bg-amber-100 text-amber-900',
  short: 'bg-red-100 text-red-900',
  unexpected: 'bg-violet-100 text-violet-900',
};

/** What the audit found and booked. */
export function AuditSummary({ answer }: { answer: AuditAnswer }) {
  const { summary, lines, adjustments } = answer.state;
  const items = useItemSummaries(lines.map((line) => line.item_id));
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Audit summary" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(Object.keys(RESULT_TEXT) as AuditResult[]).map((result) => (
          <li key={result} className={`rounded-md px-3 py-2 ${RESULT_CLASS[result]}`}>
            <span className="block text-2xl font-bold tabular-nums">{summary[result]}</span>
            {RESULT_TEXT[result]}
          </li>
        ))}
      </ul>
      <p className="text-stone-600">
        {adjustments === 0
          ? 'The count matched the records; nothing was adjusted.'
          : `${adjustments} adjustment${adjustments === 1 ? '' : 's'} recorded in the ledger.`}
      </p>
      {lines.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Expected</th>
              <th scope="col">Counted</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const item = items[index]?.data;
              const unit = item?.unit ?? null;
              return (
                <tr key={line.item_id}>
                  <td>
                    <ItemLabel value={line.item_id} />
                    {item?.name && <span className="block wrap-anywhere text-sm text-stone-600">{item.name}</span>}
                  </td>
                  <td>
                    <Quantity value={line.expected} unit={unit} />
                  </td>
                  <td>
                    <Quantity value={line.counted} unit={unit} />
                  </td>
                  <td>
                    {RESULT_TEXT[line.result]}
                    {line.difference !== 0 && (
                      <span className="whitespace-nowrap tabular-nums"> ({quantityChangeText(line.difference, unit)})</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
