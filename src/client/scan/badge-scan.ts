import { parseBadge } from './parse-label';
import type { ScanEvent } from './scan-events';

/** The person's badge a scan read, or null; a label is never one. */
export const badgeOfScan = (scan: Pick<ScanEvent, 'text' | 'label'>): string | null => (scan.label ? null : parseBadge(scan.text));

/** Why a screen holding work refuses a badge: switching person now would lose that work. */
export const badgeRefusal = (badge: string): string => `${badge} is a badge: save or leave this form first to switch person.`;

/** The sign-in with the badge filled in, where the person types only their PIN. */
export const signInPathOf = (badge: string): string => `/sign-in?${new URLSearchParams({ badge })}`;
