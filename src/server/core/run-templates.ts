import type { Planned } from '../../shared/step-deviations';
import type { Trx } from '../db/transaction';

/** What a run needs of its template: the name it is recorded under, and what its deviations are found against. */
export interface RunTemplate {
  name: string;
  inputs: Planned;
  outputs: Planned;
}

/**
 * The template a production run follows, key-share-locked so it cannot be deleted under the
 * run; null when there is none. The step-templates feature registers its reader at app start,
 * so the step-instances feature need not import it.
 */
export type TemplateForRun = (trx: Trx, id: string) => Promise<RunTemplate | null>;

let registered: TemplateForRun | null = null;

export function registerTemplateForRun(read: TemplateForRun): void {
  registered = read;
}

export function templateForRun(trx: Trx, id: string): Promise<RunTemplate | null> {
  if (!registered) throw new Error('the step-templates feature has not registered its template reader');
  return registered(trx, id);
}
