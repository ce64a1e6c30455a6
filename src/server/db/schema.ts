import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { MovementKind } from '../../shared/contract/history';
import type { LabelKind } from '../../shared/labels';
import type { Unit } from '../../shared/units';
import type { Role } from '../../shared/permissions';
import type { SignInMethod } from '../../shared/contract/people';

/** The ledger's row kinds, as the contract lists them (a history filter takes any of them). */
export type { MovementKind };

export interface BinsTable {
  id: string;
  name: ColumnType<string, string | undefined, string>;
  zone: string | null;
  notes: string | null;
  props: string | null;
  created_at: number;
}

export interface SkusTable {
  id: string;
  name: string;
  props: string | null;
  created_at: number;
  unit: ColumnType<Unit, Unit | undefined, Unit>;
}

export interface BatchesTable {
  id: string;
  sku_id: string | null;
  name: string;
  props: string | null;
  created_at: number;
  /** 'YYYY-MM-DD' */
  expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  supplier_lot: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ItemCodesTable {
  item_id: string;
  code: string;
  kind: 'owned' | 'associated';
  position: number;
}

export interface BinContentsTable {
  bin_id: string;
  item_id: string;
  /** micro-units, always > 0 (a check constraint refuses anything else) */
  quantity: number;
}

/** What a run's ledger rows say: a lot used up, a lot made, or either reversed by an undo. */
export type RunMovementKind = 'step-consume' | 'step-produce' | 'step-undo';

/** The append-only stock ledger: one row per stock change, never updated or deleted. */
export interface MovementsTable {
  id: Generated<number>;
  at: number;
  kind: MovementKind;
  item_id: string;
  from_bin: string | null;
  to_bin: string | null;
  /** micro-units, > 0; direction is given by from_bin and to_bin */
  quantity: number;
  operator: string | null;
  note: string | null;
  reason: string | null;
  idempotency_key: string | null;
  operation_id: number;
}

/** What caused a group of ledger rows; open, so later features add their own kinds. */
export type OperationKind =
  'receive' | 'release' | 'move' | 'audit' | 'bin-delete' | MixtureOperationKind | RunOperationKind | HoldOperationKind;

/** A recall hold and its release change no stock: operations without movements, the reason in the note. */
export type HoldOperationKind = 'hold' | 'hold-release';

/** A production run books its consumption and production as one operation; undoing it books the reverse. */
export type RunOperationKind = 'step-run' | 'step-undo';

/** A mixture's own stock acts: batches enter it, units leave it, part of it becomes a new mixture. */
export type MixtureOperationKind = 'mixture-create' | 'mixture-draw' | 'mixture-split';

/** One stock-changing act (a form's receive, an audit, a forced bin delete): its movements name it. */
export interface OperationsTable {
  id: Generated<number>;
  at: number;
  kind: OperationKind;
  /** the document the operation belongs to: the audited or deleted bin, later a mixture or run */
  document_id: string | null;
  operator: string | null;
  /** the signed-in person's id (people.id) once accounts are on; null with accounts off, for a token, and before migration 018 */
  person_id: string | null;
  note: string | null;
  idempotency_key: string | null;
}

export type ArchivedKind = 'bin' | 'sku' | 'batch' | 'customer';

/** A deleted bin, SKU or batch that has ledger history, or a customer on the record: kept for history, traces and restore. */
export interface ArchivedItemsTable {
  id: string;
  kind: ArchivedKind;
  name: string;
  sku_id: string | null;
  /** a bin's zone and notes; null for SKUs and batches */
  zone: string | null;
  notes: string | null;
  props: string | null;
  /** JSON: { owned_codes, associated_codes } as they were when it was deleted */
  codes: string;
  created_at: number;
  archived_at: number;
  /** a SKU's unit of measure; null for bins and batches */
  unit: ColumnType<Unit | null, Unit | null | undefined, Unit | null>;
  /** a batch's expiry date and supplier lot code; null for bins and SKUs */
  expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  supplier_lot: ColumnType<string | null, string | null | undefined, string | null>;
  /** a customer's details (its notes are in `notes`); null for bins, SKUs and batches */
  contact: ColumnType<string | null, string | null | undefined, string | null>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface IdCountersTable {
  prefix: string;
  next_value: number;
}

export interface IdempotencyKeysTable {
  key: string;
  fingerprint: string;
  status_code: number;
  body: string;
  created_at: ColumnType<number, number, never>;
}

/** One row per labelled thing, kept in step by triggers (migration 002-search). */
export interface SearchItemsTable {
  /** Orders name matches: by kind, then newest first. */
  pos: number;
  item_id: string;
  kind: LabelKind;
  sku_id: string | null;
  name: string;
}

/** A blend of batches of one SKU in one bin; its total is the sum of its components' remainders. */
export interface MixturesTable {
  id: string;
  sku_id: string;
  bin_id: string;
  created_by: string;
  note: string | null;
  created_at: number;
}

export interface MixtureComponentsTable {
  mix_id: string;
  /** order of the components, which the proportional allocation walks */
  position: number;
  batch_id: string;
  /** micro-units put in at creation (or by the split that made the mixture) */
  qty_initial: number;
  /** micro-units of the batch still in the mixture */
  qty_remaining: number;
}

/** The mixture's log; entries that changed stock name their operation. */
export interface MixtureEventsTable {
  id: Generated<number>;
  mix_id: string;
  at: number;
  event: string;
  created_by: string;
  note: string | null;
  /** JSON */
  details: string | null;
  operation_id: number | null;
}

/** Lineage: what one operation took of one component (traceability reads these, not the ledger). */
export interface MixtureTakesTable {
  id: Generated<number>;
  operation_id: number;
  mix_id: string;
  batch_id: string;
  /** micro-units, > 0 */
  quantity: number;
  /** the mixture a split made of what it took */
  new_mix_id: string | null;
}

export interface StepTemplatesTable {
  id: string;
  name: string;
  description: string | null;
  /** JSON object */
  metadata: string | null;
  created_at: number;
}

export interface StepRequirementsTable {
  template_id: string;
  side: 'input' | 'output';
  position: number;
  sku_id: string;
  /** nominal micro-units; null is 'flexible' */
  quantity: number | null;
  /** JSON of the requirement's other keys */
  extra: string | null;
}

/** A production run; an undone one keeps its row and names the operation that reversed it. */
export interface StepInstancesTable {
  id: string;
  template_id: string;
  template_name: string;
  operator: string;
  notes: string | null;
  /** JSON object */
  metadata: string | null;
  /** JSON list of Deviation, as found when the run was booked */
  deviations: string;
  created_at: number;
  operation_id: number;
  undo_operation_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** what the run took in all (micro-units of its inputs' units), written when it was booked */
  taken: number;
  /** how many units its inputs and outputs count in, together; more than one and the trace weighs no unit against another */
  unit_count: number;
}

export interface StepConsumedTable {
  instance_id: string;
  position: number;
  /** a batch or a mixture */
  resource_id: string;
  /** its SKU when the run was booked; null for a lot without one */
  sku_id: string | null;
  bin_id: string;
  quantity: number;
  /** what the lot held in bins, or the mixture's total, right after the run */
  remaining_qty: number;
}

export interface StepProducedTable {
  instance_id: string;
  position: number;
  batch_id: string;
  sku_id: string;
  quantity: number;
  bin_id: string;
}

/** Which lots and mixtures a hold covered; a live hold has no release operation yet. */
export interface ItemHoldsTable {
  id: Generated<number>;
  item_id: string;
  reason: string;
  operator: string;
  at: number;
  hold_operation_id: number;
  release_operation_id: number | null;
}

export interface PeopleTable {
  /** PER and digits, so a badge is a label like any other */
  id: string;
  /** case-folded */
  username: string;
  name: string;
  role: Role;
  password_hash: string;
  pin_hash: string | null;
  created_at: number;
  deactivated_at: number | null;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's secret */
  token_hash: string;
  person_id: string;
  via: SignInMethod;
  created_at: number;
  /** moved at most once a minute, so reads do not write on every request */
  last_seen_at: number;
}

export interface ApiTokensTable {
  id: Generated<number>;
  name: string;
  role: Role;
  /** SHA-256 of the token */
  token_hash: string;
  created_by: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface SignInFailuresTable {
  key: string;
  window_start: number;
  failures: number;
}

/** Who shipped lots go to (migration 019); shipments will name them. */
export interface CustomersTable {
  id: string;
  name: string;
  contact: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  created_at: number;
}

/** A release operation's customer and order reference (migration 020, decision 043). */
export interface ShipmentsTable {
  operation_id: number;
  customer_id: string;
  reference: string | null;
}

/** A recall record (migration 021, decision 045); a drill has no hold operation. */
export interface RecallsTable {
  id: Generated<number>;
  reason: string;
  /** 1 for a drill */
  drill: number;
  /** JSON array of the traced lot and run ids */
  item_ids: string;
  /** JSON array of the lots and mixtures its hold put on hold */
  held_ids: string;
  hold_operation_id: number | null;
  started_at: number;
  started_by: string;
  started_person_id: string | null;
  closed_at: number | null;
  closed_by: string | null;
  closed_person_id: string | null;
  close_note: string | null;
}

/** A customer a recall must tell: their contact as it was when it started, and once told, who told them, when and how. */
export interface RecallCustomersTable {
  recall_id: number;
  customer_id: string;
  position: number;
  name: string;
  contact: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  /** JSON array of the traced shipments to them */
  shipments: string;
  notified_at: number | null;
  notified_by: string | null;
  notified_person_id: string | null;
  method: string | null;
  note: string | null;
}

/** A registered webhook (migration 022, decision 044); removing one sets deleted_at. */
export interface WebhooksTable {
  id: Generated<number>;
  url: string;
  /** JSON array of event types */
  events: string;
  /** whsec_ and the base64 key */
  secret: string;
  created_at: number;
  created_by: string | null;
  deleted_at: number | null;
}

/** An event written in its operation's transaction: the outbox. */
export interface WebhookEventsTable {
  id: Generated<number>;
  type: string;
  /** JSON: the event's data */
  payload: string;
  at: number;
  operation_id: number | null;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event to one webhook; the worker claims it with a lease. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  event_id: number;
  status: WebhookDeliveryStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: number;
  lease_until: number | null;
  lease_owner: string | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: number | null;
}

export interface SettingsTable {
  key: string;
  /** JSON */
  value: string;
}

export interface Database {
  bins: BinsTable;
  skus: SkusTable;
  batches: BatchesTable;
  item_codes: ItemCodesTable;
  bin_contents: BinContentsTable;
  movements: MovementsTable;
  operations: OperationsTable;
  archived_items: ArchivedItemsTable;
  id_counters: IdCountersTable;
  idempotency_keys: IdempotencyKeysTable;
  search_items: SearchItemsTable;
  mixtures: MixturesTable;
  mixture_components: MixtureComponentsTable;
  mixture_events: MixtureEventsTable;
  mixture_takes: MixtureTakesTable;
  step_templates: StepTemplatesTable;
  step_requirements: StepRequirementsTable;
  step_instances: StepInstancesTable;
  step_consumed: StepConsumedTable;
  step_produced: StepProducedTable;
  item_holds: ItemHoldsTable;
  people: PeopleTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  sign_in_failures: SignInFailuresTable;
  settings: SettingsTable;
  customers: CustomersTable;
  shipments: ShipmentsTable;
  recalls: RecallsTable;
  recall_customers: RecallCustomersTable;
  webhooks: WebhooksTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export type Movement = Selectable<MovementsTable>;
export type NewMovement = Insertable<MovementsTable>;
export type NewOperation = Insertable<OperationsTable>;
