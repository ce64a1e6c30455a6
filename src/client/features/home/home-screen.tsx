import { Link } from 'react-router-dom';
import { Screen } from '../../ui/screen';

const ACTIONS = [
  { to: '/receive', label: 'Receive' },
  { to: '/release', label: 'Release' },
  { to: '/move', label: 'Move' },
  { to: '/audit', label: 'Audit' },
  { to: '/new/bin', label: 'New Bin' },
  { to: '/search', label: 'Search' },
];

export function HomeScreen() {
  return (
    <Screen title="Lotline">
      <p className="mb-4 text-stone-600">Stock in bins, lots and where they went.</p>
      <nav aria-label="Quick actions" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {ACTIONS.map((action) => (
          <Link key={action.to} to={action.to} className="btn-secondary">
            {action.label}
          </Link>
        ))}
      </nav>
    </Screen>
  );
}
