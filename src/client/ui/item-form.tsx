import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { NextIdResource } from '../../shared/contract/next-id';
import type { LabelKind } from '../../shared/labels';
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

/**
 * Every scan on a New screen is for its form: a label of its kind fills the label (`fill`), text
 * typed into a field (a code row) stays there, anything else is refused; nothing navigates away.
 */
export const newLabelScans =
  (kind: LabelKind, what: string, fill: (id: string) => void) =>
  (scan: { text: string; label: { kind: LabelKind; id: string } | null; field: unknown }): boolean | { problem: string } => {
    if (scan.label?.kind === kind) {
      fill(scan.label.id);
      return true;
    }
    if (scan.field && !scan.label) return false;
    return { problem: `${scan.label?.id ?? scan.text.trim()} is not a ${what} label.` };
  };

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
