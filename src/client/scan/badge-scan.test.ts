import { describe, expect, it } from 'vitest';
import { badgeOfScan, badgeRefusal, signInPathOf } from './badge-scan';
import { scanOf } from './scan-events';

describe('badgeOfScan', () => {
  it('reads the badge a scanner sent, however it wrapped it', () => {
    expect(badgeOfScan(scanOf(']C0PER000007\r', 'wedge'))).toBe('PER000007');
    expect(badgeOfScan(scanOf('https://lotline.example/people/PER12', 'camera'))).toBe('PER12');
  });

  it('finds no badge in a label or a product code', () => {
    expect(badgeOfScan(scanOf('BIN000007', 'wedge'))).toBeNull();
    expect(badgeOfScan(scanOf('4006381333931', 'camera'))).toBeNull();
  });
});

describe('what a badge scan says and opens', () => {
  it('names the badge and the way to switch', () => {
    expect(badgeRefusal('PER000007')).toBe('PER000007 is a badge: save or leave this form first to switch person.');
  });

  it('opens the sign-in with the badge in its query', () => {
    expect(signInPathOf('PER000007')).toBe('/sign-in?badge=PER000007');
  });
});
