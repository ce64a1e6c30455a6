/**
 * Whether the last digit of a GTIN-8/12/13/14 or SSCC is its GS1 mod-10 check digit: the other
 * digits weighted 3, 1, 3, … from the right (GS1 General Specifications 7.9.1).
 */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^[0-9]{2,}$/.test(digits)) return false;
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}
