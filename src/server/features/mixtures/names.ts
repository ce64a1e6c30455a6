/** Mixture names for other features' lookups (history, bin lines, labels): a mixture is called by its SKU's name. */
export { mixtureNames } from './repo';
