// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BURST } from './burst-detector';
import {
  burstOptionsOf,
  DEFAULT_SCANNER_SETTINGS,
  loadScannerSettings,
  onScannerSettingsChange,
  saveScannerSettings,
} from './scanner-settings';

afterEach(() => localStorage.clear());

describe('scanner settings', () => {
  it('are the defaults until saved, and what was saved after', () => {
    expect(loadScannerSettings()).toEqual(DEFAULT_SCANNER_SETTINGS);
    const saved = { prefix: ']', suffix: 'tab', customSuffix: '', maxGapMs: 90 } as const;
    saveScannerSettings(saved);
    expect(loadScannerSettings()).toEqual(saved);
  });

  it('fall back to the defaults when what is stored no longer parses', () => {
    localStorage.setItem('lotline.scanner', '{"prefix":');
    expect(loadScannerSettings()).toEqual(DEFAULT_SCANNER_SETTINGS);
    localStorage.setItem('lotline.scanner', JSON.stringify({ ...DEFAULT_SCANNER_SETTINGS, maxGapMs: 5000 }));
    expect(loadScannerSettings()).toEqual(DEFAULT_SCANNER_SETTINGS);
  });

  it('tell a subscriber of each change until it stops listening', () => {
    const listener = vi.fn();
    const stop = onScannerSettingsChange(listener);
    saveScannerSettings({ ...DEFAULT_SCANNER_SETTINGS, maxGapMs: 100 });
    stop();
    saveScannerSettings(DEFAULT_SCANNER_SETTINGS);
    expect(listener.mock.calls).toEqual([[{ ...DEFAULT_SCANNER_SETTINGS, maxGapMs: 100 }]]);
  });

  it('become detector options: terminators from the suffix, longer hiccups for a slower scanner', () => {
    expect(burstOptionsOf(DEFAULT_SCANNER_SETTINGS)).toEqual(DEFAULT_BURST);
    const slow = burstOptionsOf({ prefix: 'F9', suffix: 'custom', customSuffix: '#', maxGapMs: 150 });
    expect(slow).toMatchObject({ prefix: 'F9', terminators: ['#'], maxGapMs: 150, hiccupMs: 300, endPauseMs: 600 });
    expect(burstOptionsOf({ ...DEFAULT_SCANNER_SETTINGS, suffix: 'none' }).terminators).toEqual([]);
  });
});
