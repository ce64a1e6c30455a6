import { z } from 'zod';
import { body, expected } from './fields';

const hours = z
  .number({ error: expected('int') })
  .int('expected int')
  .min(1, 'must be at least 1')
  .max(24 * 7, `must be at most ${24 * 7}`);

/** The plant's settings, kept by the server for every device. */
export const Settings = z.object({
  /** a session not used for this long ends: long enough for a shift */
  session_idle_hours: hours,
});
export type Settings = z.infer<typeof Settings>;

export const DEFAULT_SETTINGS: Settings = { session_idle_hours: 12 };

/** PATCH /api/settings: the settings to change. */
export const UpdateSettingsBody = body({ session_idle_hours: hours.optional() });
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBody>;
