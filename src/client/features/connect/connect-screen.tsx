import type { HttpsAddress, TlsResource } from '../../../shared/contract/tls';
import { useTls } from '../../api/tls/get-tls';
import { LoadError, Loading } from '../../ui/query-state';
import { Screen } from '../../ui/screen';
import { InstallSteps } from './install-steps';

/** A QR code of an https address, drawn by the server as SVG, with the address to type beside it. */
function AddressCode({ address }: { address: HttpsAddress }) {
  return (
    <li className="flex flex-col items-center gap-2 rounded-md border border-stone-200 p-3 sm:flex-row sm:gap-4">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(address.qr)}`}
        alt={`QR code of ${address.url}`}
        className="h-44 w-44 shrink-0"
      />
      <a className="font-label text-sm break-all text-brand-700 underline" href={address.url}>
        {address.url}
      </a>
    </li>
  );
}

function Addresses({ addresses }: { addresses: HttpsAddress[] }) {
  if (addresses.length === 0)
    return <p>This server has no address another device can reach; set HTTPS_HOSTNAMES to the name phones use.</p>;
  return (
    <ul aria-label="HTTPS addresses" className="flex flex-col gap-3">
      {addresses.map((address) => (
        <AddressCode key={address.url} address={address} />
      ))}
    </ul>
  );
}

function ConnectSteps({ state }: { state: TlsResource['state'] }) {
  if (state.mode === 'off') {
    return (
      <p>
        HTTPS is off on this server (HTTPS_PORT=0): it is meant to be reached through a proxy that serves it over https. Open Lotline at the
        https address your administrator gives.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="connect-certificate" className="flex flex-col gap-3">
        <h2 id="connect-certificate" className="text-lg font-semibold">
          1. Trust this server
        </h2>
        {state.caFingerprint ? (
          <InstallSteps fingerprint={state.caFingerprint} />
        ) : (
          <p>This server uses a certificate of its own: there is nothing to install.</p>
        )}
      </section>
      <section aria-labelledby="connect-open" className="flex flex-col gap-3">
        <h2 id="connect-open" className="text-lg font-semibold">
          2. Open Lotline over https
        </h2>
        <p>Scan one of these with the phone's camera, then add the page to the home screen to install the app.</p>
        <Addresses addresses={state.addresses} />
      </section>
    </div>
  );
}

/** How a phone on the plant's network reaches Lotline over https: the certificate to install, then the address to open. */
export function ConnectScreen() {
  const tls = useTls();
  return (
    <Screen title="Connect a phone">
      <div className="flex flex-col gap-6">
        <p className="text-stone-700">
          Phones scan with the camera, work offline and install Lotline only over a secure connection. Do this once on each phone.
        </p>
        {tls.isPending ? <Loading /> : tls.isError ? <LoadError error={tls.error} /> : <ConnectSteps state={tls.data.state} />}
      </div>
    </Screen>
  );
}
