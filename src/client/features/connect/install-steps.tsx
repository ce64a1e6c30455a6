import { pathTo } from '../../../shared/routes';

const link = 'font-semibold text-brand-700 underline';

/** How a phone comes to trust the server's local certificate authority, once: Android, then iPhone and iPad. */
export function InstallSteps({ fingerprint }: { fingerprint: string }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">Android</h3>
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            <a className={link} href={pathTo('getTlsCa')} download="lotline-ca.pem">
              Download the certificate
            </a>{' '}
            (lotline-ca.pem).
          </li>
          <li>
            Open Settings › Security › More security settings › Encryption & credentials › Install a certificate › CA certificate, and
            choose lotline-ca.pem.
          </li>
        </ol>
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">iPhone and iPad</h3>
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            In Safari,{' '}
            <a className={link} href={pathTo('getTlsProfile')}>
              download the profile
            </a>{' '}
            and allow it.
          </li>
          <li>Open Settings › General › VPN & Device Management, tap the Lotline profile, then Install.</li>
          <li>Turn on full trust for it in Settings › General › About › Certificate Trust Settings.</li>
        </ol>
      </div>
      <p className="text-sm text-stone-600">
        The certificate's SHA-256 fingerprint is <span className="font-label break-all">{fingerprint}</span>; the server prints the same one
        when it starts.
      </p>
    </div>
  );
}
