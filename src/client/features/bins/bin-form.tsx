import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { Zone } from '../../../shared/contract/bins';
import { BinId, Name, Note } from '../../../shared/contract/fields';
import { blankAsNull } from '../../ui/blank-as-null';
import { FormField } from '../../ui/form-field';

/** What the bin edit screen edits; the contract's bounds are checked before anything is sent. */
export const BinFields = z.object({ name: z.string().trim().pipe(Name), zone: blankAsNull(Zone), notes: blankAsNull(Note) });
export type BinFieldsInput = z.input<typeof BinFields>;
export type BinFieldsValues = z.output<typeof BinFields>;

/** New Bin asks for the label and the bin's fields; a blank label means "use the suggested id". */
export const NewBinForm = BinFields.extend({ label: z.union([z.literal(''), BinId]) });
export type NewBinInput = z.input<typeof NewBinForm>;
export type NewBinValues = z.output<typeof NewBinForm>;

/** The form field each of the API's invalid-params names. */
export const BIN_PROBLEM_FIELDS = { name: 'name', zone: 'zone', notes: 'notes' } as const;

interface TextField {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The Name and Zone inputs of New Bin and the bin edit screen. */
export function NameAndZoneFields({ name, zone }: { name: TextField; zone: TextField }) {
  return (
    <>
      <FormField label="Name" error={name.error}>
        {(props) => <input {...props} {...name.registration} className="input" autoComplete="off" placeholder="e.g. Cold room" />}
      </FormField>
      <FormField label="Zone" error={zone.error}>
        {(props) => <input {...props} {...zone.registration} className="input" autoComplete="off" placeholder="e.g. Raw materials" />}
      </FormField>
    </>
  );
}

/** A bin's Notes (what to know before putting stock there), on New Bin and the bin edit screen. */
export function NotesField({ registration, error }: TextField) {
  return (
    <FormField label="Notes" error={error}>
      {(props) => <textarea {...props} {...registration} className="input" rows={3} placeholder="e.g. Kept at 2-8 °C" />}
    </FormField>
  );
}
