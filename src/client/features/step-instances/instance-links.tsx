import { Link } from 'react-router-dom';
import { ItemLabel } from '../../ui/item-label';

/**
 * Runs and templates link to their own screens here; the shared ItemLabel links only the
 * stock labels (BIN, SKU, BAT, MIX).
 */
function ScreenLink({ to, id }: { to: string; id: string }) {
  return (
    <Link to={to} className="text-brand-700 hover:underline" aria-label={id}>
      <ItemLabel value={id} link={false} />
    </Link>
  );
}

export const InstanceLink = ({ id }: { id: string }) => <ScreenLink to={`/step-instance/${id}`} id={id} />;

export const TemplateLink = ({ id }: { id: string }) => <ScreenLink to={`/step-template/${id}`} id={id} />;

/** Where a run is recorded on the line: the Run Step screen. */
export const RUN_STEP_PATH = '/new/step-instance';

/** The labels screen with these lots, for PDF or ZPL. */
export const labelsHref = (ids: readonly string[]) => `/labels?ids=${ids.map(encodeURIComponent).join(',')}`;
