import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../ui/form-field';
import type { Unit } from '../../../shared/units';
import { LABEL_FIELD } from '../../ui/label-field';

/** One of the mixture page's action forms, under its heading. */
export function ActionPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** How a field is typed in: a decimal amount, a label (scanned or typed), or free text. */
type FieldKind = 'quantity' | 'label' | 'text';

const INPUT_OF: Record<FieldKind, { className: string; attributes: object }> = {
  quantity: { className: 'input tabular-nums', attributes: { inputMode: 'decimal', autoComplete: 'off' } },
  label: { className: 'input font-label', attributes: LABEL_FIELD },
  text: { className: 'input', attributes: { autoComplete: 'off' } },
};

export function InputField({
  label,
  registration,
  error,
  kind = 'text',
  placeholder,
  hint,
  unit,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  kind?: FieldKind;
  placeholder?: string;
  hint?: ReactNode;
  /** the unit a quantity is in, shown beside it as the stock forms show theirs */
  unit?: Unit;
}) {
  const input = INPUT_OF[kind];
  return (
    <FormField label={label} error={error} hint={hint}>
      {(props) => {
        const field = <input {...props} {...registration} className={input.className} placeholder={placeholder} {...input.attributes} />;
        return unit ? (
          <div className="flex items-center gap-2">
            {field}
            <span className="text-stone-600">{unit}</span>
          </div>
        ) : (
          field
        );
      }}
    </FormField>
  );
}

/** The operator's name is remembered on the device as it is typed, for every later form. */
export const rememberAs = (remember: (name: string) => void) => ({
  onChange: (event: ChangeEvent<HTMLInputElement>) => remember(event.target.value),
});

/** Who did it and why: the operator (remembered per device) and an optional note. */
export function OperatorNoteFields({
  operator,
  note,
  errors,
}: {
  operator: UseFormRegisterReturn;
  note: UseFormRegisterReturn;
  errors: { operator?: string | undefined; note?: string | undefined };
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField label="Operator" error={errors.operator}>
        {(props) => <input {...props} {...operator} className="input" autoComplete="name" placeholder="Your name" />}
      </FormField>
      <InputField label="Note" registration={note} error={errors.note} placeholder="Optional" />
    </div>
  );
}
