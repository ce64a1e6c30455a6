import type { Problem } from '../../shared/contract/problem';
import { PROBLEM_TITLE, type ProblemType } from '../../shared/contract/problem-types';
import { quantityText, type Unit } from '../../shared/units';

/**
 * The API's generic problem titles are written for programs ("Resource does not exist.");
 * these say the same to a person on the warehouse floor. The API keeps its titles.
 */
const PLAIN_TITLE: Record<ProblemType, string> = {
  'validation-error': 'Some of what was entered is not valid.',
  unauthenticated: 'Sign in to go on.',
  forbidden: 'Your role does not allow this. Ask a supervisor.',
  'too-many-attempts': 'Too many wrong tries. Wait a while, then try again.',
  'missing-resource': 'Not found.',
  'duplicate-resource': 'That label or code is already in use.',
  'insufficient-quantity': 'There is not that much available.',
  'resource-in-use': 'It is still in use.',
  'dangerous-operation': 'This needs to be confirmed before it is done.',
  'item-on-hold': 'It is on hold: it cannot be released, moved or used until the hold is released.',
  'recall-closed': 'This recall is closed: nothing more can be recorded on it.',
  'recall-unfinished': 'Some customers have not been told yet: mark each notified before closing.',
  'precondition-failed': 'Someone else changed it in the meantime.',
  'not-found': 'The server does not know this request. Reload the page and try again.',
  'method-not-allowed': 'The server does not allow this request. Reload the page and try again.',
  'unsupported-media-type': 'The server could not read this request. Reload the page and try again.',
  'payload-too-large': 'That is too much to send at once.',
  'idempotency-conflict': 'This request was already sent with different content. Try again.',
  'internal-error': 'Something went wrong on the server. Try again; if it keeps happening, tell your administrator.',
};

/**
 * A problem's title in plain words. A title the API worded for the case (a code owned
 * elsewhere) is already plain and stays; a generic title is replaced, keeping anything the
 * API added after it (advice, an HTTP status).
 */
export function plainTitle({ type, title }: Pick<Problem, 'type' | 'title'>): string {
  const generic = PROBLEM_TITLE[type];
  return title.startsWith(generic) ? `${PLAIN_TITLE[type]}${title.slice(generic.length)}` : title;
}

/** The API's shortage reason, kept word for word, as clients read it. */
const SHORTAGE = /^requested (-?[\d.]+), but only (-?[\d.]+) is available$/;

/**
 * An invalid-param's reason as a person reads it: the API's shortage gets the unit its numbers
 * are in ('requested 9999, but only 113 is available' reads 'requested 9,999 ea, but only 113 ea
 * is available'). Any other reason, or a shortage whose unit the client does not know, stays as
 * the API wrote it.
 */
export function reasonText(reason: string, unit: Unit | null | undefined): string {
  const numbers = SHORTAGE.exec(reason);
  if (!numbers || !unit) return reason;
  return `requested ${quantityText(Number(numbers[1]), unit)}, but only ${quantityText(Number(numbers[2]), unit)} is available`;
}
