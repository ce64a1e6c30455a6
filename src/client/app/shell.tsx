import { lazy, Suspense, useRef, useState, type FocusEvent } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useSession } from '../api/session/session';
import { VERSION } from '../../shared/version';
import { PendingBadge } from '../offline/pending-badge';
import { useSyncPending } from '../offline/use-pending';
import { ScanButton, ScanProvider } from '../scan';
import { ToastProvider } from '../ui/toast';
import { AccountChip } from './account-chip';
import { NavMenu } from './nav-menu';
import { useTabTitle } from './use-tab-title';

// Loaded only on a page that is not a secure context, so its query and schema stay out of the first paint.
const PlainHttpBanner = lazy(() => import('./plain-http-banner').then((m) => ({ default: m.PlainHttpBanner })));
// Only a device with accounts on ever asks for a PIN.
const PinPrompt = lazy(() => import('./pin-prompt').then((m) => ({ default: m.PinPrompt })));
const SignInGate = lazy(() => import('./sign-in-gate').then((m) => ({ default: m.SignInGate })));

/**
 * Screens open to a device no one is signed in on: signing in itself (which then goes home), and
 * trusting the certificate, which a phone does before it signs in.
 */
const OPEN_SCREENS = new Set(['/sign-in', '/connect', '/legal']);

export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { data: session } = useSession();
  const { pathname } = useLocation();
  const mustSignIn = session?.accounts === true && session.person === null && session.token === null && !OPEN_SCREENS.has(pathname);
  useSyncPending();
  useTabTitle();
  // A press inside the menu blurs the hamburger before the click lands; keep the menu open for it.
  const pressingMenu = useRef(false);
  const closeOnBlur = (event: FocusEvent<HTMLButtonElement>) => {
    const next = event.relatedTarget;
    const intoMenu = next instanceof Node && document.getElementById('main-menu')?.contains(next);
    if (!intoMenu && !pressingMenu.current) setMenuOpen(false);
  };
  return (
    // Toasts live inside the router, so their messages can hold links.
    <ToastProvider>
      {/* Inside the toasts and the router: a scan navigates, and an unknown code says so. */}
      <ScanProvider>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
          >
            Skip to content
          </a>
          <header className="flex items-center gap-3 bg-brand-900 px-3 py-2 text-white">
            <button
              type="button"
              className="rounded-md p-2 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-white md:hidden"
              aria-label="Menu"
              aria-expanded={menuOpen}
              aria-controls="main-menu"
              onClick={() => setMenuOpen(!menuOpen)}
              onBlur={closeOnBlur}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </button>
            {/* The home link takes the spare room, so what follows sits at the right whichever parts show. */}
            <Link to="/" className="mr-auto flex items-center gap-2 font-bold tracking-wide" aria-label="Lotline home">
              <img src="/logo.svg" alt="" className="h-8 w-8" />
              {/* A phone needs the room for who is signed in; the logo still leads home. */}
              <span className={session?.person ? 'hidden text-lg sm:inline' : 'text-lg'}>Lotline</span>
            </Link>
            <span className="hidden text-xs whitespace-nowrap text-brand-100 sm:inline" aria-label="Version">
              {VERSION}
            </span>
            <AccountChip />
            <PendingBadge className="hidden sm:inline-block" />
            <ScanButton />
          </header>
          {!window.isSecureContext && (
            <Suspense>
              <PlainHttpBanner />
            </Suspense>
          )}
          <PendingBadge className="mx-3 mt-2 self-center sm:hidden" />
          <div className="flex flex-1 flex-col md:flex-row">
            <NavMenu
              open={menuOpen}
              setOpen={setMenuOpen}
              onPress={(pressing) => {
                pressingMenu.current = pressing;
              }}
            />
            <main
              id="main"
              tabIndex={-1}
              className="flex flex-1 flex-col items-center gap-4 p-3 pb-[max(0.75rem,var(--toast-space,0px))] outline-none sm:p-6 sm:pb-[max(1.5rem,var(--toast-space,0px))] lg:items-start"
            >
              {mustSignIn ? (
                <Suspense>
                  <SignInGate />
                </Suspense>
              ) : (
                // A screen opens again for each person signed in, so its forms name them.
                <Outlet key={session?.person?.id ?? 'no one'} />
              )}
            </main>
          </div>
          <footer className="flex justify-between border-t border-stone-200 bg-white px-4 py-3 text-sm text-stone-600">
            <span>Lotline {VERSION}</span>
            <Link to="/legal" className="text-brand-700 hover:underline">
              Legal
            </Link>
          </footer>
          {session?.accounts && (
            <Suspense>
              <PinPrompt />
            </Suspense>
          )}
          <ScrollRestoration />
        </div>
      </ScanProvider>
    </ToastProvider>
  );
}
