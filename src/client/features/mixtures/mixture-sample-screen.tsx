import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DEMO_MIXTURE } from '../../../shared/demo';
import { searchQuery } from '../../api/search/search';
import { routerNavigating } from '../../scan';
import { Loading } from '../../ui/query-state';
import { Screen } from '../../ui/screen';

/**
 * The menu's Mixture Detail sample link (/mixture/demo-mixture): the demo data's mixture
 * where it exists. Elsewhere (the API finds mixtures by exact id only, so there is no
 * "newest" to open honestly) the page says what a mixture is and where to make or find one.
 */
export function MixtureSampleScreen() {
  const navigate = useNavigate();
  // Asked of search, which finds a mixture by its exact id, so a database without it answers no 404.
  const sample = useQuery(searchQuery(DEMO_MIXTURE, 0, 1));
  const found = sample.data?.state.results.some((hit) => hit.id === DEMO_MIXTURE) ?? false;
  useEffect(() => {
    // An answer that comes once the person has gone on elsewhere must not pull them back here.
    if (found && !routerNavigating()) void navigate(`/mixture/${DEMO_MIXTURE}`, { replace: true });
  }, [found, navigate]);
  if (sample.isPending || found) return <Loading />;
  return <MixturesExplained />;
}

function MixturesExplained() {
  return (
    <Screen title="Mixtures">
      <div className="flex flex-col gap-3 text-stone-700">
        <p>
          A mixture blends batches of one SKU in one bin. Each draw or split takes from every batch in proportion, so whatever leaves the
          mixture can still be traced to the batches it came from.
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
