import type { Operation } from '../../../shared/contract/envelope';
import { pathTo } from '../../../shared/routes';
import { AppError } from '../../http/app-error';

/** A mixture's address, as every answer that names a mixture links it. */
export const mixtureUri = (id: string) => pathTo('getMixture', { id });

const createMixtureOperation: Operation = { rel: 'create', method: 'POST', href: pathTo('createMixture'), 'Expects-a': 'Mixture patch' };

export const missingMixture = (id: string) =>
  new AppError('missing-resource', { Id: mixtureUri(id), operations: [createMixtureOperation], detail: `No mixture ${id}.` });
