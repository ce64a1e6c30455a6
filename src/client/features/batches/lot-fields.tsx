import type { UseFormRegisterReturn } from 'react-hook-form';
import type { BatchState } from '../../../shared/contract/batches';
import { ExpiredFlag } from '../../ui/lot-flags';
import { FormField } from '../../ui/form-field';

type Problem = { message?: string | undefined } | undefined;

/** Expiry date and supplier lot of the New Batch and batch edit forms; both may stay blank. */
export function LotFields({
  expires,
  supplierLot,
  errors,
}: {
  expires: UseFormRegisterReturn<'expires_on'>;
  supplierLot: UseFormRegisterReturn<'supplier_lot'>;
  errors: { expires_on?: Problem; supplier_lot?: Problem };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Expiry date" error={errors.expires_on?.message}>
        {(props) => <input {...props} {...expires} type="date" className="input" />}
      </FormField>
      <FormField label="Supplier lot" error={errors.supplier_lot?.message} hint="The supplier's lot code, as printed or scanned">
        {(props) => <input {...props} {...supplierLot} className="input font-label" autoComplete="off" spellCheck={false} />}
      </FormField>
    </div>
  );
}

/** A batch's expiry date as its day, flagged when the batch is past it. */
export function ExpiryDate({ batch: { expires_on, expired } }: { batch: Pick<BatchState, 'expires_on' | 'expired'> }) {
  if (expires_on === null) return <span className="text-stone-500">None</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <time dateTime={expires_on} className="tabular-nums">
        {expires_on}
      </time>
      {expired && <ExpiredFlag />}
    </span>
  );
}
