/** The spread of the gaps between keys: what tells a scanner's pace from a person's. */
export interface GapStats {
  min: number;
  median: number;
  max: number;
}

/** The gaps between consecutive key times (ms); null with fewer than two keys. */
export function gapStats(times: readonly number[]): GapStats | null {
  const gaps = times
    .slice(1)
    .map((time, index) => time - (times[index] as number))
    .sort((a, b) => a - b);
  if (gaps.length === 0) return null;
  const middle = Math.floor(gaps.length / 2);
  const median = gaps.length % 2 === 1 ? (gaps[middle] as number) : ((gaps[middle - 1] as number) + (gaps[middle] as number)) / 2;
  return { min: gaps[0] as number, median, max: gaps.at(-1) as number };
}

/** Why a test scan was read as typing, when its gaps or length say so; null when they do not. */
export function typingReason(gaps: GapStats | null, maxGapMs: number): string | null {
  if (gaps && gaps.median > maxGapMs) {
    return `Most keys came more than ${maxGapMs} ms apart. Raise the max gap, or program the scanner to send a prefix.`;
  }
  if (gaps && gaps.max > maxGapMs)
    return `Keys paused up to ${Math.round(gaps.max)} ms: more than one hiccup is read as typing. A prefix makes such scans dependable.`;
  return null;
}
