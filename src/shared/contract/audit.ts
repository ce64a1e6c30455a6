import { z } from 'zod';
import { atMostEntries, BinId, body, expected, ItemId, Note, Operator, UnitCount } from './fields';

/** More items than any bin holds; bounds the work of one audit. */
export const MAX_AUDIT_ITEMS = 1000;

/** What the operator counted: item id to units found. Items in the bin but not listed were not found. */
export const Counts = atMostEntries(ItemId, UnitCount, MAX_AUDIT_ITEMS, 'items');

/** The bin's contents as the count began: item id to quantity (decimals for mixtures); only compared. */
const CountedAgainst = atMostEntries(
  ItemId,
  z.number({ error: expected('number') }).min(0, 'value must be at least 0'),
  MAX_AUDIT_ITEMS,
  'items',
);

export const AuditBody = body({
  counts: Counts,
  operator: Operator,
  note: Note.optional(),
  /**
   * The contents the count was made against, as read when the audit began. When given and
   * the bin has changed since, the audit is refused (412) rather than booking a difference
   * that someone else's receive or release explains.
   */
  as_of: CountedAgainst.optional(),
  /**
   * When the count began, for a count made offline with no copy of the bin's contents: when
   * any stock change touched the bin after it, the audit is refused (412) in the same way.
   */
  counted_since: z.iso.datetime({ offset: true, error: 'must be an ISO datetime (2026-11-24T08:00:00Z)' }).optional(),
});
export type AuditBody = z.infer<typeof AuditBody>;

export const AUDIT_RESULTS = ['matched', 'over', 'short', 'unexpected'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

export const AuditLine = z.object({
  item_id: ItemId,
  expected: z.number(),
  counted: z.number(),
  /** counted − expected: what the adjustment booked */
  difference: z.number(),
  result: z.enum(AUDIT_RESULTS),
});
export type AuditLine = z.infer<typeof AuditLine>;

export const AuditAnswer = z.object({
  Id: z.string(),
  status: z.literal('bin audited'),
  state: z.object({
    bin_id: BinId,
    lines: z.array(AuditLine),
    summary: z.record(z.enum(AUDIT_RESULTS), z.number().int()),
    /** ledger rows written: one per line that did not match */
    adjustments: z.number().int(),
  }),
});
export type AuditAnswer = z.infer<typeof AuditAnswer>;
