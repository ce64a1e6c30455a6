import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { InstanceState } from '../../../shared/contract/step-instances';
import { ItemLabel } from '../../ui/item-label';
import { printLabel } from '../../ui/print-button';
import { Quantity } from '../../ui/quantity';
import { useToast } from '../../ui/toast';
import { labelsHref } from './instance-links';

/** After a run is recorded: its new lots, their labels to print, and a fresh run of the same template. */
export function RunDone({ run, onAgain }: { run: InstanceState; onAgain: () => void }) {
  const id = useId();
  const toast = useToast();
  const lots = run.produced.map((row) => row.batch_id);
  const printAll = async () => {
    for (const lot of lots) {
      if (!(await printLabel(lot))) {
        toast.failure(
          <>
            Nothing was printed: the label printer service on this computer (port 8899) is not running. Print{' '}
            <Link to={labelsHref(lots)}>PDF labels</Link> instead.
          </>,
        );
        return;
      }
    }
    toast.success(`Sent ${lots.length} label${lots.length === 1 ? '' : 's'} to the printer.`);
  };
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg border border-brand-500 bg-brand-50 p-4">
      <h2 id={id} className="text-lg font-semibold">
        Run <ItemLabel value={run.instance_id} link={false} /> recorded
      </h2>
      <p>
        {run.template_name} by {run.operator}.{' '}
        <Link to={`/step-instance/${run.instance_id}`} className="text-brand-700 underline">
          View the run
        </Link>
      </p>
      <table className="data-table" aria-label="Produced lots">
        <thead>
          <tr>
            <th scope="col">Lot</th>
            <th scope="col">Quantity</th>
            <th scope="col">Bin</th>
          </tr>
        </thead>
        <tbody>
          {run.produced.map((row) => (
            <tr key={row.batch_id}>
              <td className="min-w-0 wrap-anywhere">
                <ItemLabel value={row.batch_id} /> <span className="text-stone-600">{row.name}</span>
              </td>
              <td>
                <Quantity value={row.quantity} unit={row.unit} />
              </td>
              <td>
                <ItemLabel value={row.bin_id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-2">
        <Link to={labelsHref(lots)} className="btn-primary">
          Print labels (PDF/ZPL)
        </Link>
        <button type="button" className="btn-secondary" onClick={() => void printAll()}>
          Print on label printer
        </button>
        <button type="button" className="btn-secondary" onClick={onAgain}>
          Run again
        </button>
      </div>
    </section>
  );
}
