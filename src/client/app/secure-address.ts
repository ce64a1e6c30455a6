/** Where the page is, as window.location gives it. */
export interface PageAddress {
  protocol: string;
  hostname: string;
  pathname: string;
  search: string;
}

/**
 * The same page on the server's HTTPS port, for a page opened over plain HTTP from another
 * machine: there the browser withholds the camera, the service worker and Web Locks. Null on a
 * secure page (https, or localhost, which browsers treat as secure) and when HTTPS is off.
 */
export function secureAddress(page: PageAddress, isSecureContext: boolean, httpsPort: number | null): string | null {
  if (isSecureContext || page.protocol !== 'http:' || httpsPort === null) return null;
  // hostname keeps an IPv6 address's brackets; the port is left out where it is https' own.
  const url = new URL(`https://${page.hostname}:${httpsPort}`);
  url.pathname = page.pathname;
  url.search = page.search;
  return url.href;
}
