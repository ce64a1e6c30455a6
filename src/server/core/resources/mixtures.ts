import type { Operation } from '../../../shared/contract/envelope';
import { pathTo } from '../../../shared/routes';
import { AppError } from '../../http/app-error';

/** A mixture's address, as every answer that names a mixture links it. */
export const mixtureUri = (id: string) => pathTo('getMixture', { id });

/** What can be done with a mixture: its page's actions and its log; a list links them too. */
export const mixtureOperations = (id: string): Operation[] => [
  { rel: 'draw', method: 'POST', href: pathTo('drawMixture', { id }), 'Expects-a': 'Mixture draw' },
  { rel: 'split', method: 'POST', href: pathTo('splitMixture', { id }), 'Expects-a': 'Mixture split' },
  { rel: 'append-audit', method: 'POST', href: pathTo('appendMixtureAudit', { id }), 'Expects-a': 'Mixture audit entry' },
  { rel: 'audit-log', method: 'GET', href: pathTo('getMixtureLog', { id }) },
];

const createMixtureOperation: Operation = { rel: 'create', method: 'POST', href: pathTo('createMixture'), 'Expects-a': 'Mixture patch' };

export const missingMixture = (id: string) =>
  new AppError('missing-resource', { Id: mixtureUri(id), operations: [createMixtureOperation], detail: `No mixture ${id}.` });
