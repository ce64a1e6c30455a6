import { Link } from 'react-router-dom';
import { Screen } from '../../ui/screen';

/**
 * The menu's Mixture Detail sample link (/mixture/demo-mixture). The API lists no mixtures
 * and finds them by exact id only, so there is no "newest" to open honestly: the page says
 * what a mixture is and where to make or find one instead.
 */
export function MixtureSampleScreen() {
  return (
    <Screen title="Mixtures">
      <div className="flex flex-col gap-3 text-stone-700">
        <p>
          A mixture blends batches of one SKU in one bin. Each draw or split takes from every batch in proportion, so whatever leaves the mixture
          can still be traced to the batches it came from.
        </p>
        <p>
          Scan a mixture&apos;s label (MIX…) to open it, find it with{' '}
          <Link to="/search" className="text-brand-700 underline">
            Search
          </Link>
          , or open one from its bin&apos;s contents.
        </p>
        <div>
          <Link to="/new/mixture" className="btn-primary">
            New Mixture
          </Link>
        </div>
      </div>
    </Screen>
  );
}
