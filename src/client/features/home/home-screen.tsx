import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '../../ui/query-state';
import { Screen } from '../../ui/screen';
import { ScanBox } from './scan-box';

// The card's body (the ledger contract, its fetcher, labels with names) loads beside the first
// paint rather than in it; until then the card shows Loading, as it does while the ledger is read.
const RecentActivity = lazy(() => import('./recent-activity').then((m) => ({ default: m.RecentActivity })));

const ACTIONS = [
  { to: '/receive', label: 'Receive' },
  { to: '/release', label: 'Release' },
  { to: '/move', label: 'Move' },
  { to: '/audit', label: 'Audit' },
  { to: '/new/bin', label: 'New Bin' },
  { to: '/new/sku', label: 'New SKU' },
  { to: '/new/batch', label: 'New Batch' },
  { to: '/search', label: 'Search' },
];

export function HomeScreen() {
  return (
    <>
      <Screen title="Lotline">
        <ScanBox />
      </Screen>
      <section className="card" aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-3 text-lg font-semibold">
          Quick actions
        </h2>
        <nav aria-label="Quick actions" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {ACTIONS.map((action) => (
            <Link key={action.to} to={action.to} className="btn-secondary">
              {action.label}
            </Link>
          ))}
        </nav>
      </section>
      <section className="card" aria-labelledby="recent-activity">
        <h2 id="recent-activity" className="mb-2 text-lg font-semibold">
          Recent activity
        </h2>
        <Suspense fallback={<Loading />}>
          <RecentActivity />
        </Suspense>
      </section>
    </>
  );
}
