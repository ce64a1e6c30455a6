import { registerUse } from '../../core/in-use';
import { registerTemplateForRun } from '../../core/run-templates';
import { templateForRun, templatesUsingSku } from './service';

/** What step templates lend other features through the core: the template a run follows, and the SKUs they name. */
export function registerStepTemplateHooks(): void {
  registerTemplateForRun(templateForRun);
  registerUse('sku', 'step templates', { find: templatesUsingSku, says: (listed) => `named by the step templates ${listed}` });
}
