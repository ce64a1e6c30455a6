/**
 * Takes `quantity` from components in proportion to what each has left, in integer
 * micro-units, so the takes always sum to exactly `quantity` and none takes more than its
 * component holds. Every component but the last takes its share rounded half to even; the
 * last takes the rest ({1,1,1} draw 1 takes 0.333333, 0.333333, 0.333334). Where rounding would push the last component below zero or past what it holds,
 * the difference moves to the earlier components, latest first.
 */
export function allocate(remaining: readonly number[], quantity: number): number[] {
  const total = remaining.reduce((sum, r) => sum + r, 0);
  if (!Number.isSafeInteger(quantity) || quantity < 0 || remaining.some((r) => !Number.isSafeInteger(r) || r < 0)) {
    throw new RangeError('allocate takes whole, non-negative micro-units');
  }
  if (quantity > total) throw new RangeError(`cannot take ${quantity} from ${total}`);
  if (remaining.length === 0 || quantity === 0) return remaining.map(() => 0);

  const takes = remaining.map((r, index) => (index === remaining.length - 1 ? 0 : shareOf(quantity, r, total)));
  const last = remaining.length - 1;
  takes[last] = quantity - takes.reduce((sum, t) => sum + t, 0);
  // Rounding may leave the last component owing more than it holds (or less than nothing).
  let excess = Math.max(0, takes[last] - (remaining[last] as number));
  let deficit = Math.max(0, -takes[last]);
  takes[last] = Math.min(Math.max(takes[last], 0), remaining[last] as number);
  for (let i = last - 1; i >= 0 && (excess > 0 || deficit > 0); i--) {
    const take = takes[i] as number;
    const more = Math.min(excess, (remaining[i] as number) - take);
    const less = Math.min(deficit, take + more);
    takes[i] = take + more - less;
    excess -= more;
    deficit -= less;
  }
  return takes;
}

/** round(quantity × part / total), half to even, exact for any safe integers. */
function shareOf(quantity: number, part: number, total: number): number {
  const numerator = BigInt(quantity) * BigInt(part);
  const denominator = BigInt(total);
  const floor = numerator / denominator;
  const twice = (numerator % denominator) * 2n;
  const up = twice > denominator || (twice === denominator && floor % 2n === 1n);
  return Number(up ? floor + 1n : floor);
}
