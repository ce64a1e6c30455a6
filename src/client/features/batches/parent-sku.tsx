import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SkuId } from '../../../shared/contract/fields';
import type { SkuResource } from '../../../shared/contract/skus';
import { isApiError } from '../../api/api-error';
import { useSku } from '../../api/skus/get-sku';
import { FormField } from '../../ui/form-field';
import { ItemLabel } from '../../ui/item-label';
import { useDebounced } from '../../ui/use-debounced';
import { LABEL_FIELD } from '../../ui/label-field';

const isMissing = (error: unknown) => isApiError(error) && error.isMissing;

/** The SKU a parent field names, once the typing settles on a valid SKU id; otherwise undefined. */
export function useParentSku(parent: string): UseQueryResult<SkuResource> | undefined {
  const settled = useDebounced(parent);
  const valid = SkuId.safeParse(settled).success;
  const sku = useSku(settled, valid);
  return valid ? sku : undefined;
}

/** Parent Sku input that says which SKU the typed or scanned label is. */
export function ParentSkuField({
  registration,
  error,
  parent,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  parent: UseQueryResult<SkuResource> | undefined;
}) {
  const hint = parent?.data
    ? parent.data.state.name || '(no name)'
    : parent?.isError
      ? isMissing(parent.error)
        ? 'No such SKU.'
        : 'Connection Error'
      : undefined;
  return (
    <FormField label="Parent Sku" error={error} hint={hint}>
      {(props) => <input {...props} {...registration} className="input font-label" placeholder="Optional" {...LABEL_FIELD} />}
    </FormField>
  );
}

/** A batch page's parent: a link, '(Anonymous)' without one, or a note that it no longer loads. */
export function ParentLink({ skuId }: { skuId: string | null }) {
  const parent = useSku(skuId ?? '', skuId !== null);
  if (skuId === null) return <span className="text-stone-500 italic">(Anonymous)</span>;
  if (parent.isError && isMissing(parent.error)) return <span className="text-red-700">{skuId} not found</span>;
  return (
    <span className="flex flex-wrap gap-x-3">
      <ItemLabel value={skuId} />
      {parent.data?.state.name && <span className="text-stone-700">{parent.data.state.name}</span>}
    </span>
  );
}
