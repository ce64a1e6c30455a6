import type { DownstreamTrace } from '../../../shared/contract/traceability';
import { dateTime } from '../../ui/ledger-text';
import { GenealogyGraph } from './genealogy-graph';
import { Amount, Empty, Named, PHONE_CARDS, Range, ReportPart, RunLink, Uncertainty } from './report-parts';
import type { Describe } from './trace-csv';
import { totalsText, wentNowhereText } from './trace-text';

type Downstream = Omit<DownstreamTrace, 'query'>;

/** The lots a downstream trace started from: those asked for, and those the asked-for runs made. */
const startsOf = ({ lots }: Downstream, query: DownstreamTrace['query']) =>
  lots.filter((lot) => query.batch_ids.includes(lot.batch_id) || (lot.produced_by !== null && query.step_instance_ids.includes(lot.produced_by)));

/** Whether the traced lots stayed as they were: no lot made from them, no mixture, no release, nothing used up. */
export function wentNowhere(trace: DownstreamTrace): boolean {
  const starts = startsOf(trace, trace.query);
  return (
    starts.length === trace.lots.length &&
    trace.mixtures.length === 0 &&
    trace.releases.length === 0 &&
    trace.totals.every((total) => total.consumed === 0 && total.released === 0)
  );
}

/** Downstream: every lot and mixture that may hold units of the traced lots, where they are now, what left, and the lots' accounts. */
export function DownstreamReport({ trace, describe }: { trace: DownstreamTrace; describe: Describe }) {
  const nowhere = wentNowhere(trace);
  return (
    <>
      {nowhere && (
        <p role="status" className="mt-6 rounded-lg border border-stone-200 bg-stone-50 p-3 text-stone-800">
          {wentNowhereText([...new Set([...trace.query.batch_ids, ...startsOf(trace, trace.query).map((lot) => lot.batch_id)])])}
        </p>
      )}
      <ReportPart title="Lots and mixtures">
        {trace.lots.length + trace.mixtures.length === 0 ? (
          <Empty>Nothing holds any of it: no stock ever entered.</Empty>
        ) : (
          <table className={`data-table ${PHONE_CARDS}`} aria-label="Lots and mixtures">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col" className="text-right">
                  May hold
                </th>
                <th scope="col">Made by</th>
                <th scope="col">Uncertainty</th>
              </tr>
            </thead>
            <tbody>
              {trace.lots.map((lot) => {
                const { name, unit } = describe(lot.batch_id);
                return (
                  <tr key={lot.batch_id}>
                    <td data-label="Item">
                      <Named id={lot.batch_id} name={name} />
                    </td>
                    <td data-label="May hold" className="text-right">
                      <Range of={lot} unit={unit} />
                    </td>
                    <td data-label="Made by">{lot.produced_by ? <RunLink id={lot.produced_by} /> : <span className="text-stone-500">received</span>}</td>
                    <td data-label="Uncertainty">
                      <Uncertainty annotations={lot.annotations} />
                    </td>
                  </tr>
                );
              })}
              {trace.mixtures.map((mixture) => {
                const { name, unit } = describe(mixture.mix_id);
                return (
                  <tr key={mixture.mix_id}>
                    <td data-label="Item">
                      <Named id={mixture.mix_id} name={name} />
                    </td>
                    <td data-label="May hold" className="text-right">
                      <Range of={mixture} unit={unit} />
                    </td>
                    <td data-label="Made by">
                      <span className="text-stone-500">mixed</span>
                    </td>
                    <td data-label="Uncertainty">
                      <Uncertainty annotations={mixture.annotations} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </ReportPart>
      {!nowhere && <GenealogyGraph trace={trace} describe={describe} />}
      <ReportPart title="Where they are now">
        {trace.holdings.length === 0 ? (
          <Empty>None of it is on hand.</Empty>
        ) : (
          <table className={`data-table ${PHONE_CARDS}`} aria-label="Where they are now">
            <thead>
              <tr>
                <th scope="col">Bin</th>
                <th scope="col">Item</th>
                <th scope="col" className="text-right">
                  On hand
                </th>
                <th scope="col" className="text-right">
                  Of the traced lots
                </th>
                <th scope="col">Uncertainty</th>
              </tr>
            </thead>
            <tbody>
              {trace.holdings.map((holding) => {
                const { name, unit } = describe(holding.item_id);
                return (
                  <tr key={`${holding.bin_id} ${holding.item_id}`}>
                    <td data-label="Bin">
                      <Named id={holding.bin_id} name={describe(holding.bin_id).name} />
                    </td>
                    <td data-label="Item">
                      <Named id={holding.item_id} name={name} />
                    </td>
                    <td data-label="On hand" className="text-right">
                      <Amount value={holding.quantity} unit={unit} />
                    </td>
                    <td data-label="Of the traced lots" className="text-right">
                      <Range of={holding} unit={unit} />
                    </td>
                    <td data-label="Uncertainty">
                      <Uncertainty annotations={holding.annotations} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </ReportPart>
      <ReportPart title="Releases">
        {trace.releases.length === 0 ? (
          <Empty>Nothing of it was released.</Empty>
        ) : (
          <table className={`data-table ${PHONE_CARDS}`} aria-label="Releases">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Operator</th>
                <th scope="col">Note</th>
                <th scope="col">Bin</th>
                <th scope="col">Item</th>
                <th scope="col" className="text-right">
                  Quantity
                </th>
                <th scope="col" className="text-right">
                  Of the traced lots
                </th>
              </tr>
            </thead>
            <tbody>
              {trace.releases.map((release, index) => {
                const { unit } = describe(release.item_id);
                return (
                  <tr key={index}>
                    <td data-label="Date" className="whitespace-nowrap">
                      <time dateTime={release.at}>{dateTime.format(new Date(release.at))}</time>
                    </td>
                    <td data-label="Operator">{release.operator ?? <span className="text-stone-500">—</span>}</td>
                    <td data-label="Note">{release.note ?? <span className="text-stone-500">—</span>}</td>
                    <td data-label="Bin">
                      <Named id={release.bin_id} name={describe(release.bin_id).name} />
                    </td>
                    <td data-label="Item">
                      <Named id={release.item_id} name={describe(release.item_id).name} />
                    </td>
                    <td data-label="Quantity" className="text-right">
                      <Amount value={release.quantity} unit={unit} />
                    </td>
                    <td data-label="Of the traced lots" className="text-right">
                      <Range of={release} unit={unit} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </ReportPart>
      <ReportPart title="Totals">
        <ul aria-label="Totals" className="flex flex-col gap-1">
          {trace.totals.map((total) => (
            <li key={total.batch_id} className="flex flex-wrap gap-x-2">
              <Named id={total.batch_id} name="" />
              <span className="tabular-nums">{totalsText(total, describe(total.batch_id).unit)}</span>
            </li>
          ))}
        </ul>
      </ReportPart>
    </>
  );
}
