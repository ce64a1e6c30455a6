import { z } from 'zod';
import { AuditAnswer, AuditBody } from '../../shared/contract/audit';
import { BatchAnswer, BatchResource, CreateBatchBody, UpdateBatchBody } from '../../shared/contract/batches';
import { BinAnswer, BinResource, CreateBinBody, DeleteBinQuery, ForceQuery, UpdateBinBody } from '../../shared/contract/bins';
import { BatchId, BinId, SkuId } from '../../shared/contract/fields';
import { HistoryQuery, HistoryResource, OperationParams, OperationResource } from '../../shared/contract/history';
import { BatchListQuery, BatchListResource, BinListQuery, BinListResource, SkuListQuery, SkuListResource } from '../../shared/contract/lists';
import { ArchivedParams, ArchivedResource, ArchiveListResource, ArchiveQuery, RestoreAnswer, RestoreBody } from '../../shared/contract/archive';
import { LabelsQuery, LabelsResource, ZplQuery } from '../../shared/label-payload';
import { CreateMixtureBody, DrawBody, MixtureAuditBody, MixtureLogQuery, MixtureLogResource, MixtureParams, MixtureResource, SplitBody } from '../../shared/contract/mixtures';
import { NamesAnswer, NamesBody } from '../../shared/contract/names';
import { NextIdKind, NextIdResource } from '../../shared/contract/next-id';
import type { ProblemType } from '../../shared/contract/problem';
import { SearchQuery, SearchResource } from '../../shared/contract/search';
import { CreateSkuBody, LocationsResource, SkuAnswer, SkuBatchesResource, SkuResource, UpdateSkuBody } from '../../shared/contract/skus';
import { StatusResource } from '../../shared/contract/status';
import { MANUFACTURING_OPERATIONS } from './manufacturing-operations';
import { TRACEABILITY_OPERATIONS } from './traceability-operations';
import { IMPORT_OPERATIONS } from './import-operations';
import { ContentsChangeAnswer, ContentsChangeBody, MoveAnswer, MoveBody } from '../../shared/contract/stock';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const TAGS = {
  Status: 'Whether the server is up, and its version.',
  Ids: 'Next free ids for labels.',
  Bins: 'Places that hold stock.',
  SKUs: 'Kinds of stocked item.',
  Batches: 'Lots of an item, with or without a parent SKU.',
  Stock: 'Receive, release, move and audit: each change is one ledger row.',
  History: 'The ledger, newest first, grouped in operations.',
  Archive: 'Deleted bins, SKUs and batches that have history: kept as evidence, and restorable.',
  Mixtures: 'Blends of batches of one SKU in one bin: draws and splits take from every component in proportion.',
  Manufacturing: 'Step templates, and production runs that consume lots and mixtures and produce new lots.',
  Traceability: 'Where lots came from and where they went, with exact bounds.',
  Search: 'Find items by id, code or name.',
  Labels: 'Printable labels: Code 128 and QR of the id, with the name.',
  Docs: 'This description of the API.',
} as const;
export type Tag = keyof typeof TAGS;

export interface SuccessSpec {
  status: 200 | 201 | 204;
  description: string;
  /** A contract export; omitted for answers without a JSON body. */
  schema?: z.ZodType;
  /** Media type of an answer that is not a contract schema (this document, the docs page). */
  mediaType?: string;
  /** Answers a Location header naming the created resource. */
  location?: true;
}

/** One row per route the app registers; the test holds this table and the app's routes equal. */
export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template: /api/bin/{id} */
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Takes an Idempotency-Key header. */
  idempotent?: true;
  success: SuccessSpec;
  /** Problems the route's own rules answer; input problems (400, 413, 415, 422) follow from params, body and idempotency. */
  problems?: ProblemType[];
}

// Path parameters as the routes parse them, composed from the field atoms.
const BinParams = z.object({ id: BinId });
const SkuParams = z.object({ id: SkuId });
const BatchParams = z.object({ id: BatchId });

const FORCE = 'Changing a set parent SKU needs force=true.';
const LIST = 'Paged, sorted by id (or another sort, ascending or descending) and filtered by text in the id or name, any case.';

export const OPERATIONS: OperationSpec[] = [
  { operationId: 'getStatus', method: 'get', path: '/api/status', tag: 'Status', summary: 'Server status and version',
    success: { status: 200, description: 'The server is up.', schema: StatusResource } },
  { operationId: 'getNextId', method: 'get', path: '/api/next/{kind}', tag: 'Ids', summary: 'Suggest the next free id of a kind',
    params: z.object({ kind: NextIdKind }),
    success: { status: 200, description: 'The suggested id, with the operation that creates it.', schema: NextIdResource } },

  { operationId: 'createBin', method: 'post', path: '/api/bins', tag: 'Bins', summary: 'Create a bin', body: CreateBinBody,
    success: { status: 201, description: 'Bin created.', schema: BinAnswer, location: true }, problems: ['duplicate-resource'] },
  { operationId: 'listBins', method: 'get', path: '/api/bins', tag: 'Bins', summary: 'Bins, a page at a time', description: LIST,
    query: BinListQuery, success: { status: 200, description: 'A page of bins, each with its name, zone and how many items it holds.', schema: BinListResource } },
  { operationId: 'getBin', method: 'get', path: '/api/bin/{id}', tag: 'Bins', summary: 'A bin and its contents', params: BinParams,
    success: { status: 200, description: 'The bin.', schema: BinResource }, problems: ['missing-resource'] },
  { operationId: 'updateBin', method: 'patch', path: '/api/bin/{id}', tag: 'Bins', summary: "Change a bin's props",
    params: BinParams, body: UpdateBinBody,
    success: { status: 200, description: 'Bin updated.', schema: BinAnswer }, problems: ['missing-resource'] },
  { operationId: 'deleteBin', method: 'delete', path: '/api/bin/{id}', tag: 'Bins', summary: 'Delete a bin',
    description: 'A bin that holds stock needs force=true, which releases every entry through the ledger first, as one operation naming operator.',
    params: BinParams, query: DeleteBinQuery,
    success: { status: 200, description: 'Bin deleted.', schema: BinAnswer }, problems: ['missing-resource', 'dangerous-operation'] },

  { operationId: 'createSku', method: 'post', path: '/api/skus', tag: 'SKUs', summary: 'Create a SKU', body: CreateSkuBody,
    success: { status: 201, description: 'SKU created.', schema: SkuAnswer, location: true }, problems: ['duplicate-resource'] },
  { operationId: 'listSkus', method: 'get', path: '/api/skus', tag: 'SKUs', summary: 'SKUs, a page at a time', description: LIST,
    query: SkuListQuery, success: { status: 200, description: 'A page of SKUs, each with its unit and what is on hand.', schema: SkuListResource } },
  { operationId: 'getSku', method: 'get', path: '/api/sku/{id}', tag: 'SKUs', summary: 'A SKU', params: SkuParams,
    success: { status: 200, description: 'The SKU.', schema: SkuResource }, problems: ['missing-resource'] },
  { operationId: 'updateSku', method: 'patch', path: '/api/sku/{id}', tag: 'SKUs', summary: 'Change a SKU',
    description: 'Absent fields stay as they are; null clears.', params: SkuParams, body: UpdateSkuBody,
    success: { status: 200, description: 'SKU updated.', schema: SkuAnswer }, problems: ['missing-resource', 'duplicate-resource'] },
  { operationId: 'deleteSku', method: 'delete', path: '/api/sku/{id}', tag: 'SKUs', summary: 'Delete an unused SKU',
    description: 'Refused while stock of the SKU sits in a bin or a batch names it as parent.', params: SkuParams,
    success: { status: 204, description: 'SKU deleted; no body.' }, problems: ['missing-resource', 'resource-in-use'] },
  { operationId: 'getSkuBins', method: 'get', path: '/api/sku/{id}/bins', tag: 'SKUs', summary: 'Where a SKU is stored',
    params: SkuParams, success: { status: 200, description: 'Bin id to {item id: quantity}.', schema: LocationsResource },
    problems: ['missing-resource'] },
  { operationId: 'getSkuBatches', method: 'get', path: '/api/sku/{id}/batches', tag: 'SKUs', summary: "A SKU's batches, oldest first",
    params: SkuParams, success: { status: 200, description: 'The batches.', schema: SkuBatchesResource }, problems: ['missing-resource'] },

  { operationId: 'createBatch', method: 'post', path: '/api/batches', tag: 'Batches', summary: 'Create a batch', body: CreateBatchBody,
    success: { status: 201, description: 'Batch created.', schema: BatchAnswer, location: true }, problems: ['duplicate-resource'] },
  { operationId: 'listBatches', method: 'get', path: '/api/batches', tag: 'Batches', summary: 'Batches, a page at a time',
    description: `${LIST} Sorts also by creation; filters also by parent SKU.`, query: BatchListQuery,
    success: { status: 200, description: 'A page of batches, each with its SKU, unit and what is on hand.', schema: BatchListResource } },
  { operationId: 'getBatch', method: 'get', path: '/api/batch/{id}', tag: 'Batches', summary: 'A batch', params: BatchParams,
    success: { status: 200, description: 'The batch.', schema: BatchResource }, problems: ['missing-resource'] },
  { operationId: 'updateBatch', method: 'patch', path: '/api/batch/{id}', tag: 'Batches', summary: 'Change a batch',
    description: `The body's id must be the URL's. Absent fields stay; null clears. ${FORCE}`,
    params: BatchParams, query: ForceQuery, body: UpdateBatchBody,
    success: { status: 200, description: 'Batch updated.', schema: BatchAnswer },
    problems: ['missing-resource', 'duplicate-resource', 'dangerous-operation'] },
  { operationId: 'deleteBatch', method: 'delete', path: '/api/batch/{id}', tag: 'Batches', summary: 'Delete an unused batch',
    params: BatchParams, success: { status: 200, description: 'Batch deleted.', schema: BatchAnswer },
    problems: ['missing-resource', 'resource-in-use'] },
  { operationId: 'getBatchBins', method: 'get', path: '/api/batch/{id}/bins', tag: 'Batches', summary: 'Where a batch is stored',
    params: BatchParams, success: { status: 200, description: 'Bin id to {item id: quantity}.', schema: LocationsResource },
    problems: ['missing-resource'] },

  { operationId: 'changeContents', method: 'post', path: '/api/bin/{id}/contents', tag: 'Stock',
    summary: 'Receive (positive quantity) or release (negative) an item',
    params: BinParams, body: ContentsChangeBody, idempotent: true,
    success: { status: 201, description: 'What happened and the quantity the bin now holds.', schema: ContentsChangeAnswer },
    problems: ['missing-resource', 'insufficient-quantity', 'item-on-hold'] },
  { operationId: 'moveContents', method: 'put', path: '/api/bin/{id}/contents/move', tag: 'Stock',
    summary: 'Move units of an item to another bin', params: BinParams, body: MoveBody, idempotent: true,
    success: { status: 200, description: 'The quantities both bins now hold.', schema: MoveAnswer },
    problems: ['missing-resource', 'insufficient-quantity', 'item-on-hold'] },
  { operationId: 'auditBin', method: 'post', path: '/api/bin/{id}/audit', tag: 'Stock', summary: 'Book a counted bin',
    description:
      'Each difference between the count and the ledger becomes one adjustment (reason audit). With as_of, a bin that ' +
      'changed since it was read is refused with 412.',
    params: BinParams, body: AuditBody, idempotent: true,
    success: { status: 201, description: 'One line per item, with what was expected, counted and booked.', schema: AuditAnswer },
    problems: ['missing-resource', 'precondition-failed'] },

  { operationId: 'getHistory', method: 'get', path: '/api/history', tag: 'History', summary: 'Every stock change', query: HistoryQuery,
    description:
      'Optionally only rows of one kind, touching one bin (from or to), of one item, by one operator (any case), or from/to a ' +
      'time (inclusive; a bare date is that whole UTC day). Histories of a bin, SKU or batch take the same filters.',
    success: { status: 200, description: "A page of the ledger, each row with its unit and its bins' names.", schema: HistoryResource } },
  { operationId: 'getBinHistory', method: 'get', path: '/api/bin/{id}/history', tag: 'History', summary: "A bin's stock changes",
    params: BinParams, query: HistoryQuery, success: { status: 200, description: 'A page of the ledger.', schema: HistoryResource },
    problems: ['missing-resource'] },
  { operationId: 'getSkuHistory', method: 'get', path: '/api/sku/{id}/history', tag: 'History', summary: "A SKU's stock changes",
    description: 'Movements of the SKU itself and of all its batches, live and archived, newest first.', params: SkuParams, query: HistoryQuery,
    success: { status: 200, description: 'A page of the ledger.', schema: HistoryResource }, problems: ['missing-resource'] },
  { operationId: 'getBatchHistory', method: 'get', path: '/api/batch/{id}/history', tag: 'History', summary: "A batch's stock changes",
    params: BatchParams, query: HistoryQuery, success: { status: 200, description: 'A page of the ledger.', schema: HistoryResource },
    problems: ['missing-resource'] },
  { operationId: 'getOperation', method: 'get', path: '/api/operation/{id}', tag: 'History', summary: 'One operation and its ledger rows',
    description: 'An audit of twelve lines, or a forced bin delete, is one operation: who, when, why, and every movement it wrote.',
    params: OperationParams, success: { status: 200, description: 'The operation.', schema: OperationResource },
    problems: ['missing-resource'] },

  { operationId: 'listArchive', method: 'get', path: '/api/archive', tag: 'Archive', summary: 'Deleted things kept as evidence',
    query: ArchiveQuery, success: { status: 200, description: 'Newest deletions first.', schema: ArchiveListResource } },
  { operationId: 'getArchived', method: 'get', path: '/api/archive/{id}', tag: 'Archive', summary: 'A deleted thing as it was',
    params: ArchivedParams, success: { status: 200, description: 'Its name, codes and props.', schema: ArchivedResource },
    problems: ['missing-resource'] },
  { operationId: 'restoreArchived', method: 'post', path: '/api/archive/{id}/restore', tag: 'Archive', summary: 'Bring a deleted thing back',
    description: 'Under its own id, with its codes; a code another item owns since is a 409, and a batch needs its SKU back first.',
    params: ArchivedParams, body: RestoreBody,
    success: { status: 200, description: 'The live resource again.', schema: RestoreAnswer },
    problems: ['missing-resource', 'duplicate-resource', 'resource-in-use'] },

  { operationId: 'createMixture', method: 'post', path: '/api/mixtures', tag: 'Mixtures', summary: 'Blend batches into a mixture',
    description:
      "Each batch's units leave the bin and the mixture's entry enters it, as one operation. A batch listed twice is one " +
      'component, and its amounts count together against what the bin holds.',
    body: CreateMixtureBody, idempotent: true,
    success: { status: 201, description: 'The new mixture.', schema: MixtureResource, location: true },
    problems: ['duplicate-resource', 'missing-resource', 'insufficient-quantity', 'item-on-hold'] },
  { operationId: 'getMixture', method: 'get', path: '/api/mixture/{id}', tag: 'Mixtures', summary: 'A mixture, its components and its newest log entries',
    params: MixtureParams, success: { status: 200, description: 'The mixture.', schema: MixtureResource }, problems: ['missing-resource'] },
  { operationId: 'getMixtureLog', method: 'get', path: '/api/mixture/{id}/audit', tag: 'Mixtures', summary: "A page of a mixture's log",
    description: "The mixture's state carries only its newest log entries; this reads older ones, a page before the entry `before` (else the newest page), oldest first.",
    params: MixtureParams, query: MixtureLogQuery, success: { status: 200, description: 'The page.', schema: MixtureLogResource }, problems: ['missing-resource'] },
  { operationId: 'drawMixture', method: 'post', path: '/api/mixture/{id}/draw', tag: 'Mixtures', summary: 'Take units out of a mixture',
    description: 'Taken from every component in proportion to what it has left, exactly in micro-units.',
    params: MixtureParams, body: DrawBody, idempotent: true,
    success: { status: 200, description: 'The mixture afterwards.', schema: MixtureResource },
    problems: ['missing-resource', 'insufficient-quantity', 'item-on-hold'] },
  { operationId: 'splitMixture', method: 'post', path: '/api/mixture/{id}/split', tag: 'Mixtures', summary: 'Split part of a mixture into a new one',
    description: 'The part is taken from the components in proportion and becomes a new mixture in the destination bin.',
    params: MixtureParams, body: SplitBody, idempotent: true,
    success: { status: 201, description: 'The NEW mixture.', schema: MixtureResource, location: true },
    problems: ['missing-resource', 'duplicate-resource', 'insufficient-quantity', 'item-on-hold'] },
  { operationId: 'appendMixtureAudit', method: 'post', path: '/api/mixture/{id}/audit', tag: 'Mixtures', summary: "Add an entry to a mixture's log",
    description: 'A check or a remark; stock does not change.', params: MixtureParams, body: MixtureAuditBody, idempotent: true,
    success: { status: 200, description: 'The mixture with the entry.', schema: MixtureResource }, problems: ['missing-resource'] },

  ...MANUFACTURING_OPERATIONS,
  ...TRACEABILITY_OPERATIONS,
  ...IMPORT_OPERATIONS,

  { operationId: 'search', method: 'get', path: '/api/search', tag: 'Search', summary: 'Search items',
    description: 'Exact id first, then exact code, then case-insensitive word-prefix name matches; no duplicates. A blank query finds nothing.',
    query: SearchQuery, success: { status: 200, description: 'A page of results.', schema: SearchResource } },
  { operationId: 'getNames', method: 'post', path: '/api/names', tag: 'Search', summary: 'Names and units of many ids at once',
    description: 'For a screen that lists many things (a recall report): bins, SKUs, lots and mixtures, live or deleted with history; ' +
      'ids never used are left out. At most 1,000 ids a request. A read: it changes nothing.',
    body: NamesBody, success: { status: 200, description: 'By id: the name, and the unit (null for a bin).', schema: NamesAnswer } },

  { operationId: 'getLabels', method: 'get', path: '/api/labels', tag: 'Labels', summary: 'What labels show', query: LabelsQuery,
    success: { status: 200, description: 'The labels in the order asked, with names.', schema: LabelsResource }, problems: ['missing-resource'] },
  { operationId: 'getLabelsPdf', method: 'get', path: '/api/labels.pdf', tag: 'Labels', summary: 'Labels as a PDF', query: LabelsQuery,
    success: { status: 200, description: 'A PDF with vector barcodes at the size chosen.', mediaType: 'application/pdf' }, problems: ['missing-resource'] },
  { operationId: 'getLabelsZpl', method: 'get', path: '/api/labels.zpl', tag: 'Labels', summary: 'Labels as ZPL for Zebra printers', query: ZplQuery,
    success: { status: 200, description: 'One ^XA…^XZ format per label.', mediaType: 'text/plain' }, problems: ['missing-resource'] },

  { operationId: 'getOpenApiDocument', method: 'get', path: '/api/openapi.json', tag: 'Docs', summary: 'This API as OpenAPI 3.1',
    success: { status: 200, description: 'The OpenAPI document.', mediaType: 'application/json' } },
  { operationId: 'getApiDocs', method: 'get', path: '/api/docs', tag: 'Docs', summary: 'This API as a readable page',
    success: { status: 200, description: 'A self-contained HTML page.', mediaType: 'text/html' } },
];
