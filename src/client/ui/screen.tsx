import type { ReactNode } from 'react';

/** A screen's card with its heading; `wide` is for the mixture view (70rem). */
export function Screen({
  title,
  actions,
  children,
  wide = false,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`card ${wide ? 'lg:max-w-mixture' : ''}`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold break-all">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
