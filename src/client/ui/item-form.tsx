import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { NextIdResource } from '../../shared/contract/next-id';
import { FormField } from './form-field';
import { ItemLabel } from './item-label';
import type { EditState } from './use-unsaved-prompt';
import { LABEL_FIELD } from './label-field';

/** Labels are typed or scanned; case and stray spaces do not matter. */
export const asLabel = { setValueAs: (value: string) => value.trim().toUpperCase() };

/** A new item's label: blank means the suggested next id, shown as the placeholder. */
export function NextLabelField({
  label,
  next,
  error,
  registration,
}: {
  label: string;
  next: UseQueryResult<NextIdResource>;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={label} error={error ?? (next.isError ? 'API Error' : undefined)}>
      {(props) => <input {...props} {...registration} className="input font-label" placeholder={next.data?.state ?? ''} {...LABEL_FIELD} />}
    </FormField>
  );
}

/** The creation toast: 'Success, {label} created.' with the label linked. */
export function CreatedMessage({ uri }: { uri: string }) {
  return (
    // The label link takes the toast's colour; its own brand colour would vanish on the brand background.
    <span className="[&_a]:text-inherit">
      Success, <ItemLabel value={uri} /> created.
    </span>
  );
}

/** An edit screen's title: Edit and the item's label. */
export const editTitle = (id: string) => (
  <>
    Edit <ItemLabel value={id} link={false} />
  </>
);

/** Cancel and Save of an edit screen; Cancel is a link, so the unsaved prompt guards it too. */
export function EditButtons({ state, cancelTo }: { state: EditState; cancelTo: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={cancelTo} className="btn-secondary">
        Cancel
      </Link>
      <button type="submit" className="btn-primary" disabled={state === 'saving'}>
        {state === 'saving' ? 'Saving...' : 'Save'}
      </button>
    </div>
  );
}
