import { Operator } from '../../shared/contract/fields';
import { invalid } from './app-error';
import type { Principal } from './principal';

/**
 * Who does what a request asks, as every operation records it: today the person the client
 * names, once there are accounts the signed-in user. Domain functions take it as an argument.
 */
export interface Actor {
  readonly name: string;
  /** the signed-in person (people.id); absent with accounts off and for an API token, which is no person */
  readonly personId?: string;
}

/** The parts of a request that name its actor. */
export interface ActorSource {
  method: string;
  body?: unknown;
  query?: unknown;
}

const fieldOf = (source: unknown, key: string): unknown =>
  typeof source === 'object' && source !== null && key in source ? (source as Record<string, unknown>)[key] : undefined;

/**
 * The actor a request names: its body's `operator`, or `created_by` on the payloads that create
 * a record; a DELETE, whose body is ignored, names it in the query's `operator`. The name passes
 * the contract's Operator atom, so it is exactly what the route's validation keeps (trimmed);
 * null when the request names no one, or names someone the contract would refuse.
 */
export function actorOf({ method, body, query }: ActorSource): Actor | null {
  const source = method === 'DELETE' ? query : body;
  const named = fieldOf(source, 'operator') ?? fieldOf(source, 'created_by');
  if (named === undefined) return null;
  const parsed = Operator.safeParse(named);
  return parsed.success ? { name: parsed.data } : null;
}

/** Once accounts are on: a signed-in person acts under their name and id, a token under its name alone. */
export const actorOfPrincipal = ({ name, personId }: Principal): Actor => (personId === null ? { name } : { name, personId });

/**
 * The actor of a request whose contract requires a name, which its validation has checked
 * already; the problem names the field should a route call it before validating.
 */
export function requireActor(actor: Actor | null, field: string): Actor {
  if (actor === null) throw invalid(field, 'required key not provided');
  return actor;
}
