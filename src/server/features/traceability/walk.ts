/**
 * Walks the genealogy a generation at a time: `expand` reads the runs next to a whole set of lots
 * at once and gives their lots on the far side, of which the unseen make the next set.
 */
export async function walk(start: readonly string[], expand: (lots: string[]) => Promise<string[]>): Promise<Set<string>> {
  const lots = new Set(start);
  let frontier = [...lots];
  while (frontier.length > 0) {
    const next = await expand(frontier);
    frontier = [];
    for (const lot of next) {
      if (lots.has(lot)) continue;
      lots.add(lot);
      frontier.push(lot);
    }
  }
  return lots;
}
