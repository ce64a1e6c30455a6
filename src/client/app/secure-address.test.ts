import { describe, expect, it } from 'vitest';
import { secureAddress } from './secure-address';

const page = (hostname: string, protocol = 'http:') => ({ protocol, hostname, pathname: '/receive', search: '?item=BAT000001' });

describe('secureAddress', () => {
  it('sends a plain-HTTP page from another machine to the same page on the HTTPS port', () => {
    expect(secureAddress(page('192.168.1.20'), false, 8443)).toBe('https://192.168.1.20:8443/receive?item=BAT000001');
    expect(secureAddress(page('[fd00::12]'), false, 8443)).toBe('https://[fd00::12]:8443/receive?item=BAT000001');
    expect(secureAddress(page('plant-pc.local'), false, 443)).toBe('https://plant-pc.local/receive?item=BAT000001');
  });

  it('leaves secure pages (https, localhost) alone, and has nowhere to send one when HTTPS is off', () => {
    expect(secureAddress(page('localhost'), true, 8443)).toBeNull();
    expect(secureAddress(page('192.168.1.20', 'https:'), true, 8443)).toBeNull();
    expect(secureAddress(page('192.168.1.20'), false, null)).toBeNull();
  });
});
