/** A list's query string: absent and blank values are left out, numbers written as text. */
export const searchOf = (params: Record<string, string | number | undefined>): string =>
  new URLSearchParams(
    Object.entries(params).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]])),
  ).toString();
