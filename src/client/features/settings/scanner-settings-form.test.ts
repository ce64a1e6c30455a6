import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCANNER_SETTINGS, SUFFIX_CHOICES } from '../../scan';
import { storedSettings } from '../../scan/scanner-settings';
import { ScannerSettingsForm } from './scanner-settings-form';

const issues = (settings: object) =>
  ScannerSettingsForm.safeParse(settings).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the scanner settings form', () => {
  it('refuses a custom suffix left blank, and a prefix that is also the suffix', () => {
    expect(issues({ ...DEFAULT_SCANNER_SETTINGS, suffix: 'custom' })).toEqual([['customSuffix', 'Press the key the scanner sends last.']]);
    expect(issues({ ...DEFAULT_SCANNER_SETTINGS, prefix: 'Tab' })).toEqual([['prefix', 'The prefix must differ from the suffix.']]);
    expect(issues({ ...DEFAULT_SCANNER_SETTINGS, maxGapMs: 12 })).toEqual([['maxGapMs', 'At least 20 ms.']]);
    expect(issues({ ...DEFAULT_SCANNER_SETTINGS, maxGapMs: 40.5 })).toEqual([['maxGapMs', 'Enter whole milliseconds.']]);
    expect(issues({ ...DEFAULT_SCANNER_SETTINGS, maxGapMs: 151 })).toEqual([['maxGapMs', 'At most 150 ms.']]);
  });

  it('accepts exactly what the scan layer reads back from storage, as the same settings', () => {
    const key = fc.oneof(fc.constantFrom('', 'Tab', 'Enter', 'F9', 'Ctrl+B', ' ~ ', '#'), fc.string({ maxLength: 30 }));
    const settings = fc.record({
      prefix: key,
      suffix: fc.oneof(fc.constantFrom(...SUFFIX_CHOICES), fc.string()),
      customSuffix: key,
      maxGapMs: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.double({ min: 0, max: 200 })),
    });
    fc.assert(
      fc.property(settings, (value) => {
        const parsed = ScannerSettingsForm.safeParse(value);
        expect(storedSettings(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2_000 },
    );
  });
});
