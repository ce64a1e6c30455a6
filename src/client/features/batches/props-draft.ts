import { z } from 'zod';
import { DateProp, isCalendarDate } from '../../../shared/contract/fields';
import { Currency, ItemProps } from '../../../shared/contract/skus';

const PROP_KINDS = ['string', 'currency', 'number', 'date'] as const;
export type PropKind = (typeof PROP_KINDS)[number];

/** One row of the property editor: the value as typed, read by its kind on submit. */
export interface PropDraft {
  key: string;
  name: string;
  kind: PropKind;
  value: string;
}

/** Names the product knows, with the type they must have and a starting value. */
export const SUGGESTED_PROPS: Readonly<Record<string, { kind: PropKind; value: string }>> = {
  original_cost_per_case: { kind: 'currency', value: '0' },
  original_count_per_case: { kind: 'number', value: '1' },
};

/** A suggested name fixes the type; other names leave it free. */
export const lockedKind = (name: string): PropKind | undefined => SUGGESTED_PROPS[name.trim()]?.kind;

let lastKey = 0;
export const newPropDraft = (name = '', kind: PropKind = 'string', value = ''): PropDraft => ({
  key: `prop-${++lastKey}`,
  name,
  kind,
  value,
});

/** Renaming to a suggested name takes its type, and its default when the value would not fit. */
export function renamed(draft: PropDraft, name: string): PropDraft {
  const suggested = SUGGESTED_PROPS[name.trim()];
  if (!suggested || (draft.kind === suggested.kind && draft.value.trim())) return { ...draft, name };
  return { ...draft, name, kind: suggested.kind, value: suggested.value };
}

/** A new type keeps the typed value, except that a date input can only hold a date. */
export const retyped = (draft: PropDraft, kind: PropKind): PropDraft => ({
  ...draft,
  kind,
  value: kind === 'date' && !isCalendarDate(draft.value.trim()) ? '' : draft.value,
});

export const isUsd = (value: unknown): value is Currency => Currency.safeParse(value).success;

export const isDateProp = (value: unknown): value is DateProp => DateProp.safeParse(value).success;

/**
 * Stored props as editor rows. Values the editor has no type for (true, lists, objects) are
 * `kept`: shown, and sent back unchanged, rather than lost on save.
 */
export function draftsOf(props: ItemProps | null): { drafts: PropDraft[]; kept: ItemProps } {
  const drafts: PropDraft[] = [];
  const kept: ItemProps = {};
  for (const [name, value] of Object.entries(props ?? {})) {
    if (typeof value === 'string') drafts.push(newPropDraft(name, 'string', value));
    else if (typeof value === 'number') drafts.push(newPropDraft(name, 'number', String(value)));
    else if (isUsd(value)) drafts.push(newPropDraft(name, 'currency', String(value.value)));
    else if (isDateProp(value)) drafts.push(newPropDraft(name, 'date', value.value));
    else if (value !== undefined) kept[name] = value;
  }
  return { drafts, kept };
}

const isBlank = (draft: PropDraft) => !draft.name.trim() && !draft.value.trim();

/** Numbers are sent as numbers, money as {unit: 'USD', value} and dates as {type: 'date', value}, never as the typed text. */
function valueOf(draft: PropDraft): string | number | Currency | DateProp {
  if (draft.kind === 'string') return draft.value;
  if (draft.kind === 'date') return { type: 'date', value: draft.value.trim() };
  const value = Number(draft.value.trim());
  return draft.kind === 'number' ? value : { unit: 'USD', value };
}

/** The props a request sends; blank rows are dropped, and no rows at all means none (null). */
export function propsBody(drafts: readonly PropDraft[]): ItemProps | null {
  const rows = drafts.filter((draft) => !isBlank(draft));
  return rows.length === 0 ? null : Object.fromEntries(rows.map((draft) => [draft.name.trim(), valueOf(draft)]));
}

/** The API names a prop's problem `props.{name}` or deeper; each maps to that row's value. */
export function propFields(drafts: readonly PropDraft[]): Record<string, `props.${number}.value`> {
  return Object.fromEntries(
    drafts.flatMap((draft, index) => {
      const name = `props.${draft.name.trim()}`;
      return [name, `${name}.value`, `${name}.unit`].map((field) => [field, `props.${index}.value` as const]);
    }),
  );
}

const PropDraftInput = z.object({ key: z.string(), name: z.string(), kind: z.enum(PROP_KINDS), value: z.string() });

/** What a value that cannot be read as its type is missing; the shared schema checks the rest. */
function unreadable({ kind, value }: PropDraft): string | undefined {
  if (kind === 'date' && !value.trim()) return 'Enter a date.';
  if ((kind === 'number' || kind === 'currency') && !Number.isFinite(Number(value.trim() || 'x'))) return 'Enter a number.';
  return undefined;
}

/** Form schema of the editor's rows, checked with the shared ItemProps schema; outputs the body's props. */
export const PropDrafts = z
  .array(PropDraftInput)
  .superRefine((drafts, ctx) => {
    const rowOf = new Map<string, number>();
    const flagged = new Set<number>();
    drafts.forEach((draft, index) => {
      if (isBlank(draft)) return;
      const name = draft.name.trim();
      if (!name) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Enter a name.' });
      else if (rowOf.has(name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'This name is already used.' });
      else rowOf.set(name, index);
      const message = unreadable(draft);
      if (message) {
        ctx.addIssue({ code: 'custom', path: [index, 'value'], message });
        flagged.add(index);
      }
    });
    // A value already flagged as unreadable gets no second message from the schema.
    for (const issue of ItemProps.safeParse(propsBody(drafts) ?? {}).error?.issues ?? []) {
      const row = rowOf.get(String(issue.path[0]));
      if (row !== undefined && !flagged.has(row)) ctx.addIssue({ code: 'custom', path: [row, 'value'], message: issue.message });
    }
  })
  .transform(propsBody);
