import { describe, expect, it } from 'vitest';
import { printableLabel } from './use-label-params';

describe('printableLabel', () => {
  it('takes our printable labels as the API spells them, whatever the scanner wrapped round them', () => {
    expect(printableLabel('bin000001')).toBe('BIN000001');
    expect(printableLabel(']C0BAT000002\r')).toBe('BAT000002');
    expect(printableLabel('MIX000003')).toBe('MIX000003');
    expect(printableLabel('TPL000001')).toBe('TPL000001');
    expect(printableLabel('ins000004')).toBe('INS000004');
  });

  it("takes a person's badge, which the label screen prints for whoever manages people", () => {
    expect(printableLabel('per000002')).toBe('PER000002');
  });

  it('refuses text that is no label', () => {
    expect(printableLabel('nonsense')).toBeNull();
    expect(printableLabel('BIN1234567890')).toBeNull();
  });
});
