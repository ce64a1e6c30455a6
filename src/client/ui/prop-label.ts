/**
 * How a property name reads to a person: `original_cost_per_case` is "Original cost per
 * case". Keys stay stored as they were typed; here underscores and dashes become spaces, and
 * a first word in lower case gets its capital (a word with capitals, such as pH, stays).
 */
export function propLabel(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  const first = words.split(' ', 1)[0] ?? '';
  return first === first.toLowerCase() ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}
