import { z } from 'zod';
import { Currency, ItemProps } from '../../../shared/contract/skus';

export type PropKind = 'string' | 'currency' | 'number';

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
export const newPropDraft = (name = '', kind: PropKind = 'string', value = ''): PropDraft => ({ key: `prop-${++lastKey}`, name, kind, value });

/** Renaming to a suggested name takes its type, and its default when the value would not fit. */
export function renamed(draft: PropDraft, name: string): PropDraft {
  const suggested = SUGGESTED_PROPS[name.trim()];
  if (!suggested || (draft.kind === suggested.kind && draft.value.trim())) return { ...draft, name };
  return { ...draft, name, kind: suggested.kind, value: suggested.value };
}

export const isUsd = (value: unknown): value is Currency => Currency.safeParse(value).success;

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
    else if (value !== undefined) kept[name] = value;
  }
  return { drafts, kept };
}

const isBlank = (draft: PropDraft) => !draft.name.trim() && !draft.value.trim();

/** Numbers are sent as numbers and money as {unit: 'USD', value}, never as the typed text. */
function valueOf(draft: PropDraft): string | number | Currency {
  if (draft.kind === 'string') return draft.value;
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

const PropDraftInput = z.object({ key: z.string(), name: z.string(), kind: z.enum(['string', 'currency', 'number']), value: z.string() });

/** Form schema of the editor's rows, checked with the shared ItemProps schema; outputs the body's props. */
export const PropDrafts = z
  .array(PropDraftInput)
  .superRefine((drafts, ctx) => {
    const rowOf = new Map<string, number>();
    drafts.forEach((draft, index) => {
      if (isBlank(draft)) return;
      const name = draft.name.trim();
      if (!name) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Enter a name.' });
      else if (rowOf.has(name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'This name is already used.' });
      else rowOf.set(name, index);
      if (draft.kind !== 'string' && !Number.isFinite(Number(draft.value.trim() || 'x'))) {
        ctx.addIssue({ code: 'custom', path: [index, 'value'], message: 'Enter a number.' });
      }
    });
    for (const issue of ItemProps.safeParse(propsBody(drafts) ?? {}).error?.issues ?? []) {
      const row = rowOf.get(String(issue.path[0]));
      if (row !== undefined) ctx.addIssue({ code: 'custom', path: [row, 'value'], message: issue.message });
    }
  })
  .transform(propsBody);
