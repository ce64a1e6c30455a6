// zod/mini: the wedge listener reads these settings in the first paint, and mini's functions
// tree-shake, where the full zod (for the forms and the contract) would double the entry.
import * as z from 'zod/mini';
import { DEFAULT_BURST, type BurstOptions } from './burst-detector';

/** What the scanner sends after a code. Enter or Tab is what most scanners come set to. */
export const SUFFIX_CHOICES = ['enter-or-tab', 'enter', 'tab', 'none', 'custom'] as const;
export type SuffixChoice = (typeof SUFFIX_CHOICES)[number];

/** The keys that end a scan. */
function terminatorsOf({ suffix, customSuffix }: { suffix: SuffixChoice; customSuffix: string }): string[] {
  const bySuffix: Record<SuffixChoice, string[]> = {
    'enter-or-tab': ['Enter', 'Tab'],
    enter: ['Enter'],
    tab: ['Tab'],
    none: [],
    custom: [customSuffix],
  };
  return bySuffix[suffix];
}

/** A key as keyToken names it: one character, or a named key or combination (F12, Ctrl+B). */
const KeyName = z.string().check(z.trim(), z.maxLength(24, 'Choose one key.'));

/**
 * How this device's scanner types, kept on the device: each scanner is programmed on its own.
 * Keys in prefix and customSuffix are named as keyToken names them; '' is none.
 */
export const ScannerSettings = z
  .object({
    prefix: KeyName,
    suffix: z.enum(SUFFIX_CHOICES),
    customSuffix: KeyName,
    maxGapMs: z
      .number({ error: 'Enter a number of milliseconds.' })
      .check(z.int('Enter whole milliseconds.'), z.minimum(20, 'At least 20 ms.'), z.maximum(150, 'At most 150 ms.')),
  })
  .check(
    z.refine((settings) => settings.suffix !== 'custom' || settings.customSuffix !== '', {
      path: ['customSuffix'],
      message: 'Press the key the scanner sends last.',
    }),
    z.refine((settings) => settings.prefix === '' || !terminatorsOf(settings).includes(settings.prefix), {
      path: ['prefix'],
      message: 'The prefix must differ from the suffix.',
    }),
  );
export type ScannerSettings = z.infer<typeof ScannerSettings>;

export const DEFAULT_SCANNER_SETTINGS: ScannerSettings = {
  prefix: '',
  suffix: 'enter-or-tab',
  customSuffix: '',
  maxGapMs: DEFAULT_BURST.maxGapMs,
};

const STORAGE_KEY = 'lotline.scanner';
/** Tells this page's listener; other tabs hear of it through the storage event. */
const CHANGED = 'lotline:scanner-settings';

/** The burst detector's options for these settings: a slower scanner's hiccups and pauses are longer too. */
export function burstOptionsOf(settings: ScannerSettings): BurstOptions {
  const hiccupMs = Math.max(DEFAULT_BURST.hiccupMs, 2 * settings.maxGapMs);
  return {
    ...DEFAULT_BURST,
    maxGapMs: settings.maxGapMs,
    hiccupMs,
    endPauseMs: 2 * hiccupMs,
    terminators: terminatorsOf(settings),
    prefix: settings.prefix || null,
  };
}

/** This device's settings; the defaults when none are saved or the saved ones no longer parse. */
export function loadScannerSettings(): ScannerSettings {
  try {
    const parsed = ScannerSettings.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : DEFAULT_SCANNER_SETTINGS;
  } catch {
    return DEFAULT_SCANNER_SETTINGS;
  }
}

export function saveScannerSettings(settings: ScannerSettings): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` with the new settings whenever they change, here or in another tab; returns the way to stop. */
export function onScannerSettingsChange(listener: (settings: ScannerSettings) => void): () => void {
  const changed = () => listener(loadScannerSettings());
  const storage = (event: StorageEvent) => event.key === STORAGE_KEY && changed();
  window.addEventListener(CHANGED, changed);
  window.addEventListener('storage', storage);
  return () => {
    window.removeEventListener(CHANGED, changed);
    window.removeEventListener('storage', storage);
  };
}
