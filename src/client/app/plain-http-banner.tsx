import { Link } from 'react-router-dom';
import { useTls } from '../api/tls/get-tls';
import { secureAddress } from './secure-address';

const LINK = 'font-semibold text-brand-700 underline';

/**
 * Shown on a page opened over plain HTTP from another machine (loaded only there, see
 * shell.tsx): what is off on it, the same page over https, and the Connect page that installs
 * the certificate the https address needs first.
 */
export function PlainHttpBanner() {
  const { data } = useTls();
  const secure = secureAddress(window.location, window.isSecureContext, data?.state.port ?? null);
  return (
    <aside aria-label="Connection not secure" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <p>
        <strong>Not a secure connection:</strong> the camera, offline use and installing the app are off here.{' '}
        {secure ? (
          <>
            <a className={LINK} href={secure}>
              Open the secure address
            </a>
            ; on a phone not set up for it yet,{' '}
            <Link className={LINK} to="/connect">
              Connect a phone
            </Link>{' '}
            first.
          </>
        ) : (
          <Link className={LINK} to="/connect">
            Connect a phone
          </Link>
        )}
      </p>
    </aside>
  );
}
