import { describe, expect, it } from 'vitest';
import { formatId, idPattern, isBadgeId, prefixOf, splitBadge, splitLabel } from './labels';

describe('prefixOf', () => {
  it.each([
    ['BIN1', 'BIN'],
    ['SKU000042', 'SKU'],
    ['INS123456789', 'INS'],
  ])('reads the prefix of %s', (id, prefix) => {
    expect(prefixOf(id)).toBe(prefix);
  });

  it.each(['BIN', 'BIN1234567890', 'bin000001', 'FOO000001', 'BIN00 01', 'BIN1A', ` BIN1`])('refuses %j', (id) => {
    expect(prefixOf(id)).toBeNull();
  });
});

describe('idPattern', () => {
  it('admits only the given prefixes with 1 to 9 digits', () => {
    const pattern = idPattern(['SKU', 'BAT']);
    expect(['SKU1', 'BAT999999999'].map((id) => pattern.test(id))).toEqual([true, true]);
    expect(['BIN1', 'SKU', 'BAT1000000000', 'SKU1\n'].map((id) => pattern.test(id))).toEqual([false, false, false, false]);
  });
});

describe('splitLabel', () => {
  it.each([
    ['BIN000042', { prefix: 'BIN', padding: '0000', digits: '42' }],
    ['BIN000000', { prefix: 'BIN', padding: '00000', digits: '0' }],
    ['SKU123456789', { prefix: 'SKU', padding: '', digits: '123456789' }],
    ['MIX7', { prefix: 'MIX', padding: '', digits: '7' }],
  ])('splits %s', (label, parts) => {
    expect(splitLabel(label)).toEqual(parts);
  });

  it('refuses what is not an id, including ten digits', () => {
    expect(splitLabel('BIN0000000001')).toBeNull();
    expect(splitLabel('hello')).toBeNull();
  });

  it('splits every formatted id back into its prefix and number', () => {
    expect(splitLabel(formatId('BAT', 1234))).toEqual({ prefix: 'BAT', padding: '00', digits: '1234' });
  });
});

describe('badges', () => {
  it('are PER and 1 to 9 digits, and no label', () => {
    expect(['PER1', 'PER000002', 'PER123456789'].map(isBadgeId)).toEqual([true, true, true]);
    expect(['PER', 'PER1234567890', 'per1', 'BIN000001', ' PER1'].map(isBadgeId)).toEqual([false, false, false, false, false]);
    expect(prefixOf('PER000002')).toBeNull();
    expect(splitLabel('PER000002')).toBeNull();
  });

  it('split for display as labels do', () => {
    expect(splitBadge('PER000012')).toEqual({ prefix: 'PER', padding: '0000', digits: '12' });
    expect(splitBadge('BIN000012')).toBeNull();
  });
});
