import type { labelsPdf } from './pdf';
import type { labelsZpl } from './zpl';

/**
 * The label files' renderers, loaded on the first request for one: pdf-lib and bwip-js add
 * about 20 MB to the server's memory, and most servers print labels rarely. import() caches
 * the module, so later requests pay nothing; the build splits these into chunks of their own.
 */
export async function renderPdf(...args: Parameters<typeof labelsPdf>) {
  const { labelsPdf: render } = await import('./pdf');
  return render(...args);
}

export async function renderZpl(...args: Parameters<typeof labelsZpl>) {
  const { labelsZpl: render } = await import('./zpl');
  return render(...args);
}
