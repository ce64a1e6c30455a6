import type { z } from 'zod';
import type { ProblemType } from '../../shared/contract/problem';
import { ROUTES, type RouteName } from '../../shared/routes';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const TAGS = {
  Status: 'Whether the server is up, and its version.',
  Ids: 'Next free ids for labels.',
  Bins: 'Places that hold stock.',
  SKUs: 'Kinds of stocked item.',
  Batches: 'Lots of an item, with or without a parent SKU.',
  Customers: 'Who shipped lots go to, and how to reach them: no stock is ever held by a customer.',
  Stock: 'Receive, release, move and audit: each change is one ledger row.',
  History: 'The ledger, newest first, grouped in operations.',
  Archive: 'Deleted bins, SKUs and batches that have history, and customers on the record: kept as evidence, and restorable.',
  Mixtures: 'Blends of batches of one SKU in one bin: draws and splits take from every component in proportion.',
  Manufacturing: 'Step templates, and production runs that consume lots and mixtures and produce new lots.',
  Traceability: 'Where lots came from and where they went, with exact bounds.',
  Search: 'Find items by id, code or name.',
  Labels: 'Printable labels: Code 128 and QR of the id, with the name.',
  Connect: 'HTTPS for phones: the addresses to open, and the local certificate authority to install.',
  People: 'Optional accounts: signing in, people and their roles, API tokens.',
  Settings: "The plant's settings, the same on every device.",
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

/** What the OpenAPI document says of one route: its declaration (RouteSpec) at its place in the route map. */
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

/** A route's declaration: everything about it but its place, which the route map gives. */
export type RouteSpec = Omit<OperationSpec, 'operationId' | 'method' | 'path'>;

/** A declared route as the document describes it: OpenAPI's lower-case method and `{id}` path template. */
export const operationOf = (name: RouteName, spec: RouteSpec): OperationSpec => ({
  operationId: name,
  method: ROUTES[name].method.toLowerCase() as HttpMethod,
  path: ROUTES[name].path.replace(/:(\w+)/g, '{$1}'),
  ...spec,
});
