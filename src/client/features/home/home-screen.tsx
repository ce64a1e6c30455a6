import { Link } from 'react-router-dom';
import { Screen } from '../../ui/screen';
import { RecentActivity } from './recent-activity';
import { ScanBox } from './scan-box';

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
      <RecentActivity />
    </>
  );
}
