import { z } from 'zod';
import {
  customSuffixMissing,
  KEY_NAME_MAX,
  MAX_GAP_MS,
  MIN_GAP_MS,
  prefixIsTerminator,
  SUFFIX_CHOICES,
  type ScannerSettings,
} from '../../scan';

const KeyName = z.string().trim().max(KEY_NAME_MAX, 'Choose one key.');

/** The Settings form's rules for a scanner, with their messages: the scan layer's rules (scanner-settings.ts). */
export const ScannerSettingsForm = z
  .object({
    prefix: KeyName,
    suffix: z.enum(SUFFIX_CHOICES),
    customSuffix: KeyName,
    maxGapMs: z
      .number({ error: 'Enter a number of milliseconds.' })
      .int('Enter whole milliseconds.')
      .min(MIN_GAP_MS, `At least ${MIN_GAP_MS} ms.`)
      .max(MAX_GAP_MS, `At most ${MAX_GAP_MS} ms.`),
  })
  .refine((settings) => !customSuffixMissing(settings), { path: ['customSuffix'], message: 'Press the key the scanner sends last.' })
  .refine((settings) => !prefixIsTerminator(settings), {
    path: ['prefix'],
    message: 'The prefix must differ from the suffix.',
  }) satisfies z.ZodType<ScannerSettings, unknown>;
