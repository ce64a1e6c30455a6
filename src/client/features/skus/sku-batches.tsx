import { Link } from 'react-router-dom';
import type { SkuResource } from '../../../shared/contract/skus';
import { useSkuBatches } from '../../api/skus/get-sku-batches';
import { ItemLabel } from '../../ui/item-label';
import { Loading } from '../../ui/query-state';

/** The batches derived from a SKU, and a way to add one. */
export function SkuBatches({ sku }: { sku: SkuResource }) {
  const batches = useSkuBatches(sku);
  return (
    <div className="flex flex-col items-start gap-3">
      {batches.isPending ? (
        <Loading />
      ) : batches.isError ? (
        <p className="text-red-700">Problem loading batches.</p>
      ) : batches.data.state.length === 0 ? (
        <p className="text-stone-500">No batches yet.</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label="Batches">
          {batches.data.state.map((batch) => (
            <li key={batch.id} className="flex flex-wrap gap-x-3">
              <ItemLabel value={batch.id} />
              <span className="wrap-anywhere text-stone-700">{batch.name}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to={`/new/batch?parent=${sku.state.id}`} className="btn-secondary">
        New Batch
      </Link>
    </div>
  );
}
