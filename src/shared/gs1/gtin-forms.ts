/**
 * The ways a GTIN-14 may be stored as a product code: itself and, when its leading zeros
 * allow, as the GTIN-13 (EAN), GTIN-12 (UPC-A) and GTIN-8 a retail barcode carries.
 */
export function gtinForms(gtin14: string): string[] {
  const forms = [gtin14];
  for (const [zeros, length] of [
    [1, 13],
    [2, 12],
    [6, 8],
  ] as const) {
    if (gtin14.startsWith('0'.repeat(zeros))) forms.push(gtin14.slice(14 - length));
  }
  return forms;
}
