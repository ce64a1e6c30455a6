import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <section className="card">
      <h1 className="mb-3 text-xl font-bold">404 - Not found</h1>
      <p className="text-stone-600">
        Nothing lives at this address.{' '}
        <Link to="/" className="text-brand-700 underline">
          Go to Home
        </Link>{' '}
        or{' '}
        <Link to="/search" className="text-brand-700 underline">
          search
        </Link>
        .
      </p>
    </section>
  );
}
