import { countedContents } from '../../../shared/audit-reconcile';
import { ItemLabel } from '../../ui/item-label';

/** The mixtures among a bin's contents, which a bin count leaves out. */
export const mixturesOf = (contents: Record<string, number>): string[] => {
  const counted = countedContents(contents);
  return Object.keys(contents).filter((id) => !(id in counted));
};

/**
 * Says which mixtures the bin holds and that this count leaves them as they are: each is
 * audited on its own page. No quantities, so the count stays blind.
 */
export function MixturesLeftOut({ contents }: { contents: Record<string, number> }) {
  const mixtures = mixturesOf(contents);
  if (mixtures.length === 0) return null;
  return (
    <p role="note" className="text-stone-700">
      Not part of this count, and left as they are: {mixtures.length === 1 ? 'the mixture' : 'the mixtures'}{' '}
      {mixtures.map((id, i) => (
        <span key={id}>
          {i > 0 && ', '}
          <ItemLabel value={id} />
        </span>
      ))}
      . Each mixture is audited on its own page.
    </p>
  );
}
