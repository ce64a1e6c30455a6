import { Link } from 'react-router-dom';
import { pagerItems } from './pager-model';

const ARROWS = {
  first: { text: '|<', label: 'First page' },
  previous: { text: '<', label: 'Previous page' },
  next: { text: '>', label: 'Next page' },
  last: { text: '>|', label: 'Last page' },
} as const;

const cell = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-2';

export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const items = pagerItems(page, pages);
  if (items.length === 0) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-1">
      <span className="mr-1 text-stone-600">Page:</span>
      {items.map((item) => {
        if (item.kind === 'gap') {
          return (
            <span key={item.key} className={cell} aria-hidden="true">
              …
            </span>
          );
        }
        if (item.kind === 'page') {
          return (
            <Link
              key={item.page}
              to={hrefOf(item.page)}
              aria-label={`Page ${item.page}`}
              aria-current={item.current ? 'page' : undefined}
              className={`${cell} ${item.current ? 'bg-brand-700 font-bold text-white' : 'text-brand-700 hover:bg-brand-50'}`}
            >
              {item.page}
            </Link>
          );
        }
        const arrow = ARROWS[item.kind];
        return (
          <Link
            key={item.kind}
            to={hrefOf(item.page)}
            aria-label={arrow.label}
            className={`${cell} font-label text-brand-700 hover:bg-brand-50`}
          >
            {arrow.text}
          </Link>
        );
      })}
    </nav>
  );
}
