import type { HttpsMode } from '../../shared/contract/tls';
import type { ServerNames } from './names';

/** What the app may tell anyone about its HTTPS: never a key. */
export interface TlsInfo {
  mode: HttpsMode;
  port: number | null;
  /** The local CA's certificate (PEM) for phones to install; null with the installer's own certificate. */
  caCert: string | null;
  /** The names and addresses the server certificate covers. */
  names: ServerNames;
}

export const HTTPS_OFF: TlsInfo = { mode: 'off', port: null, caCert: null, names: { dns: [], ips: [] } };
