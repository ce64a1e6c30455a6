import { describe, expect, it } from 'vitest';
import { canonicalIp, parseAltNames, sameNames, serverNames, type Machine } from './names';

const machine: Machine = {
  hostname: 'Plant-PC.local',
  interfaces: {
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true, netmask: '', mac: '', cidr: null }],
    eth0: [
      { address: '192.168.1.20', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null },
      { address: 'FD00:0:0:0:0:0:0:12', family: 'IPv6', internal: false, netmask: '', mac: '', cidr: null, scopeid: 0 },
      { address: 'fe80::1', family: 'IPv6', internal: false, netmask: '', mac: '', cidr: null, scopeid: 2 },
    ],
  },
};

describe('serverNames', () => {
  it('names localhost, the machine, every IPv4 address for 0.0.0.0, and the extra names first', () => {
    expect(serverNames('0.0.0.0', ['Lotline.Plant.Lan', '10.0.0.5'], machine)).toEqual({
      dns: ['lotline.plant.lan', 'localhost', 'plant-pc', 'plant-pc.local'],
      ips: ['10.0.0.5', '127.0.0.1', '::1', '192.168.1.20'],
    });
  });

  it('adds IPv6 addresses for ::, but not link-local ones, which a URL cannot reach', () => {
    expect(serverNames('::', [], machine).ips).toEqual(['127.0.0.1', '::1', '192.168.1.20', 'fd00::12']);
  });

  it('names only the address the server is bound to otherwise', () => {
    expect(serverNames('192.168.1.20', [], machine).ips).toEqual(['127.0.0.1', '::1', '192.168.1.20']);
  });
});

describe('sameNames', () => {
  it('compares sets of names in any order, addresses in one spelling', () => {
    expect(canonicalIp('FD00:0:0:0:0:0:0:12')).toBe('fd00::12');
    expect(sameNames({ dns: ['a', 'b'], ips: ['::1'] }, { dns: ['b', 'a'], ips: ['::1'] })).toBe(true);
    expect(sameNames({ dns: ['a'], ips: [] }, { dns: ['a', 'b'], ips: [] })).toBe(false);
  });
});

describe('parseAltNames', () => {
  it("reads host names and addresses as Node's X509Certificate writes them, quoted values too", () => {
    const text =
      'DNS:*.plant.example, DNS:"a b\\u002c c", email:me@plant.example, URI:"https://x.example/a\\u002cb", ' +
      'IP Address:2001:DB8:0:0:0:0:0:1, IP Address:10.0.0.5';
    expect(parseAltNames(text)).toEqual({ dns: ['*.plant.example', 'a b, c'], ips: ['2001:db8::1', '10.0.0.5'] });
    expect(parseAltNames('')).toEqual({ dns: [], ips: [] });
  });
});
