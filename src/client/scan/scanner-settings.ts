import { DEFAULT_BURST, type BurstOptions } from './burst-detector';

/** What the scanner sends after a code. Enter or Tab is what most scanners come set to. */
export const SUFFIX_CHOICES = ['enter-or-tab', 'enter', 'tab', 'none', 'custom'] as const;
export type SuffixChoice = (typeof SUFFIX_CHOICES)[number];

/**
 * How this device's scanner types, kept on the device: each scanner is programmed on its own.
 * Keys in prefix and customSuffix are named as keyToken names them; '' is none.
 */
export interface ScannerSettings {
  prefix: string;
  suffix: SuffixChoice;
  customSuffix: string;
  maxGapMs: number;
}

/** A key's name is one character or a named key or combination (F12, Ctrl+B): short. */
export const KEY_NAME_MAX = 24;
export const MIN_GAP_MS = 20;
export const MAX_GAP_MS = 150;

/** The keys that end a scan. */
function terminatorsOf({ suffix, customSuffix }: Pick<ScannerSettings, 'suffix' | 'customSuffix'>): string[] {
  const bySuffix: Record<SuffixChoice, string[]> = {
    'enter-or-tab': ['Enter', 'Tab'],
    enter: ['Enter'],
    tab: ['Tab'],
    none: [],
    custom: [customSuffix],
  };
  return bySuffix[suffix];
}

// The rules settings must keep, as plain functions: the Settings form's schema states them with
// its messages, and reading the stored settings at first paint checks them without zod, which
// would otherwise load with the entry (issue 18's budget for the first screen's JavaScript).
const gapAllowed = (ms: number) => Number.isInteger(ms) && ms >= MIN_GAP_MS && ms <= MAX_GAP_MS;
export const customSuffixMissing = (settings: Pick<ScannerSettings, 'suffix' | 'customSuffix'>) =>
  settings.suffix === 'custom' && settings.customSuffix === '';
export const prefixIsTerminator = (settings: Pick<ScannerSettings, 'prefix' | 'suffix' | 'customSuffix'>) =>
  settings.prefix !== '' && terminatorsOf(settings).includes(settings.prefix);

const keyNameOf = (value: unknown) => (typeof value === 'string' && value.trim().length <= KEY_NAME_MAX ? value.trim() : null);

/** Stored settings as the form would have saved them; null when they break a rule or are not settings. */
export function storedSettings(value: unknown): ScannerSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const prefix = keyNameOf(stored.prefix);
  const customSuffix = keyNameOf(stored.customSuffix);
  const suffix = SUFFIX_CHOICES.find((choice) => choice === stored.suffix);
  const { maxGapMs } = stored;
  if (prefix === null || customSuffix === null || suffix === undefined || typeof maxGapMs !== 'number' || !gapAllowed(maxGapMs))
    return null;
  const settings = { prefix, suffix, customSuffix, maxGapMs };
  return customSuffixMissing(settings) || prefixIsTerminator(settings) ? null : settings;
}

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
    return storedSettings(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')) ?? DEFAULT_SCANNER_SETTINGS;
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
