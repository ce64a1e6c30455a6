/**
 * Where a scanner's run of keys begins, judged from the times of the keys alone.
 *
 * A scanner keeps its pace: every gap between its keys is short (5 to 60 ms, with jitter),
 * except now and then one hiccup (a Bluetooth packet late, a busy phone) of up to about
 * 200 ms inside the code. A person leaves 150 ms or more between most keys. So, walking back
 * from the last key: short gaps join; a pause longer than any hiccup ends the run; one
 * hiccup-sized gap joins when the key before it is inside a run or begins one (a short gap or
 * a pause before it), since two such gaps in a row are a person's typing, which ends the run.
 */
export interface PaceOptions {
  /** The longest gap between two keys of one scan, hiccup aside. */
  maxGapMs: number;
  /** The one longer gap a scan may hold. */
  hiccupMs: number;
  /** Shorter runs are a fast person's key rollover, not a scan. */
  minLength: number;
}

/**
 * The index in `times` (the key times, oldest first) where the scan that ends with the last
 * key begins, or null when these keys are no scan. `endAt` is the terminator's time, or null
 * when the scan ended by a pause. A run that would lose its start at a second hiccup is no
 * scan at all: a partial code is worse than none, since the field still holds all of it.
 */
export function scanStart(times: readonly number[], endAt: number | null, options: PaceOptions): number | null {
  const last = times.length - 1;
  if (last < 0) return null;
  const gapBefore = (index: number) => (index > 0 ? (times[index] as number) - (times[index - 1] as number) : Infinity);
  const isShort = (gap: number) => gap <= options.maxGapMs;
  const isHiccup = (gap: number) => !isShort(gap) && gap <= options.hiccupMs;
  const isPause = (gap: number) => gap > options.hiccupMs;
  // A hiccup after this key is inside a run when the key is part of one or begins one.
  const opensInside = (index: number) => isShort(gapBefore(index)) || isPause(gapBefore(index));

  let hiccupTaken = false;
  if (endAt !== null) {
    const gap = endAt - (times[last] as number);
    if (isHiccup(gap) && opensInside(last)) hiccupTaken = true;
    else if (!isShort(gap)) return null;
  }
  let start = last;
  while (start > 0) {
    const gap = gapBefore(start);
    if (isShort(gap)) {
      start -= 1;
    } else if (isHiccup(gap) && opensInside(start - 1)) {
      if (hiccupTaken) return null;
      hiccupTaken = true;
      start -= 1;
    } else {
      break;
    }
  }
  return times.length - start >= options.minLength ? start : null;
}
