import { describe, expect, it } from 'vitest';
import {
  checkRun,
  emptyRun,
  fieldOfParam,
  hasRunWork,
  outputBinTargets,
  quantityOf,
  switchTemplatePrompt,
  type ConsumedValue,
  type RunValues,
} from './run-step-form';

const template = {
  outputs: [
    { sku_id: 'SKU000002', quantity: 10 },
    { sku_id: 'SKU000003', quantity: null },
  ],
  skus: {
    SKU000001: { name: 'Olive oil', unit: 'kg' as const },
    SKU000002: { name: 'Soap', unit: 'ea' as const },
    SKU000003: { name: 'Scraps', unit: 'g' as const },
  },
};

const lot = (over: Partial<ConsumedValue> = {}): ConsumedValue => ({
  resource_id: 'BAT000001',
  kind: 'batch',
  name: 'Oil lot',
  sku_id: 'SKU000001',
  unit: 'kg',
  bin_id: 'BIN000001',
  holdings: { BIN000001: 6 },
  quantity: '2.5',
  ...over,
});

const filled = (): RunValues => {
  const run = emptyRun(template, 'Mara');
  run.consumed = [lot()];
  run.produced = run.produced.map((row) => ({ ...row, quantity: row.quantity || '0.5', bin_id: 'bin000009' }));
  return run;
};

describe('emptyRun', () => {
  it('lists one output per output requirement, named after its SKU, with the nominal quantity or none', () => {
    const run = emptyRun(template, 'Mara');
    expect(run.operator).toBe('Mara');
    expect(run.consumed).toEqual([]);
    expect(run.produced).toEqual([
      { batch_id: '', sku_id: 'SKU000002', name: 'Soap', unit: 'ea', quantity: '10', bin_id: '' },
      { batch_id: '', sku_id: 'SKU000003', name: 'Scraps', unit: 'g', quantity: '', bin_id: '' },
    ]);
  });

  it('has no outputs before a template is chosen', () => {
    expect(emptyRun(undefined, '').produced).toEqual([]);
  });
});

describe('quantityOf', () => {
  it('reads a positive amount the unit allows', () => {
    expect(quantityOf(' 2.125 ', 'kg')).toBe(2.125);
    expect(quantityOf('', 'kg')).toBe('Enter the quantity.');
    expect(quantityOf('0', 'kg')).toBe('Enter a quantity greater than zero.');
    expect(quantityOf('abc', 'kg')).toBe('Enter a quantity greater than zero.');
    expect(quantityOf('1.5', 'ea')).toBe('Enter a whole number of ea.');
    expect(quantityOf('1.0005', 'g')).toBe('Enter at most 3 decimal places.');
  });

  it('reads a decimal comma, and asks which an ambiguous one means', () => {
    expect(quantityOf('2,5', 'kg')).toBe(2.5);
    expect(quantityOf('1,250', 'kg')).toBe('Enter 1250 or 1.250: "1,250" could mean either.');
  });
});

describe('checkRun', () => {
  it('builds the request: suggested ids for blank ones, labels upper-cased, blank notes left out', () => {
    const result = checkRun(filled(), 'TPL000001', { instance: 'INS000004', outputs: ['BAT000010', 'BAT000011'] });
    expect(result).toEqual({
      body: {
        instance_id: 'INS000004',
        template_id: 'TPL000001',
        operator: 'Mara',
        consumed: [{ resource_id: 'BAT000001', quantity: 2.5, bin_id: 'BIN000001' }],
        produced: [
          { batch_id: 'BAT000010', sku_id: 'SKU000002', quantity: 10, bin_id: 'BIN000009', name: 'Soap' },
          { batch_id: 'BAT000011', sku_id: 'SKU000003', quantity: 0.5, bin_id: 'BIN000009', name: 'Scraps' },
        ],
      },
    });
  });

  it('keeps a typed run id and notes', () => {
    const values = { ...filled(), instance_id: 'ins000077', notes: ' second shift ' };
    const result = checkRun(values, 'TPL000001', { instance: 'INS000004', outputs: ['BAT000010', 'BAT000011'] });
    expect('body' in result && result.body).toMatchObject({ instance_id: 'INS000077', notes: 'second shift' });
  });

  it('puts each problem on its row and sends nothing', () => {
    const values = filled();
    values.consumed = [lot(), lot({ resource_id: 'BAT000002', bin_id: '', quantity: '1.5', unit: 'ea' })];
    values.produced[1] = { ...values.produced[1]!, bin_id: 'SHELF' };
    values.operator = ' ';
    const result = checkRun(values, 'TPL000001', { instance: 'INS000004', outputs: ['BAT000010', 'BAT000011'] });
    expect(result).toEqual({
      problems: [
        { field: 'consumed.1.quantity', message: 'Enter a whole number of ea.' },
        { field: 'consumed.1.bin_id', message: 'Choose the bin it was taken from.' },
        { field: 'operator', message: 'Enter the operator.' },
        { field: 'produced.1.bin_id', message: "must start with 'BIN' followed by 1 to 9 digits" },
      ],
    });
  });

  it('asks for at least one input and one output', () => {
    const values = { ...filled(), consumed: [], produced: [] };
    const result = checkRun(values, 'TPL000001', { instance: 'INS000004', outputs: [] });
    expect(result).toEqual({
      problems: [
        { field: 'consumed', message: 'Scan at least one lot or mixture the run used.' },
        { field: 'produced', message: 'Add at least one output.' },
      ],
    });
  });
});

describe('fieldOfParam', () => {
  it('maps the API names of rows onto the form rows', () => {
    expect(fieldOfParam('consumed[2].quantity')).toBe('consumed.2.quantity');
    expect(fieldOfParam('consumed[0].bin_id')).toBe('consumed.0.bin_id');
    expect(fieldOfParam('consumed[1]')).toBe('consumed.1.resource_id');
    expect(fieldOfParam('consumed[1].resource_id')).toBe('consumed.1.resource_id');
    expect(fieldOfParam('produced[1].batch_id')).toBe('produced.1.batch_id');
    expect(fieldOfParam('produced[0].owned_codes')).toBe('produced.0.sku_id');
    expect(fieldOfParam('instance_id')).toBe('instance_id');
    expect(fieldOfParam('consumed')).toBe('consumed');
  });
});

describe('outputBinTargets', () => {
  const rows = [{ bin_id: 'BIN000001' }, { bin_id: '' }, { bin_id: '' }];
  it('gives a scanned bin to the row whose bin field has focus only', () => {
    expect(outputBinTargets(rows, 'produced.0.bin_id')).toEqual([0]);
  });
  it('else to the rows without a bin', () => {
    expect(outputBinTargets(rows, 'produced.0.quantity')).toEqual([1, 2]);
    expect(outputBinTargets(rows, 'notes')).toEqual([1, 2]);
  });
  it('else to every row', () => {
    expect(outputBinTargets([{ bin_id: 'BIN000001' }, { bin_id: 'BIN000002' }], undefined)).toEqual([0, 1]);
  });
});

describe('work in a run', () => {
  it('is none in a fresh run, whatever bin lots would come from', () => {
    expect(hasRunWork({ ...emptyRun(template, 'Mara'), bin: 'BIN000001' }, template)).toBe(false);
  });

  it('is an input listed, a run id or notes typed', () => {
    expect(hasRunWork({ ...emptyRun(template, 'Mara'), consumed: [lot()] }, template)).toBe(true);
    expect(hasRunWork({ ...emptyRun(template, 'Mara'), instance_id: 'INS000004' }, template)).toBe(true);
    expect(hasRunWork({ ...emptyRun(template, 'Mara'), notes: 'second shift' }, template)).toBe(true);
  });

  it('is an output changed, added or removed', () => {
    const run = emptyRun(template, 'Mara');
    expect(hasRunWork({ ...run, produced: run.produced.map((row) => ({ ...row, bin_id: 'BIN000009' })) }, template)).toBe(true);
    expect(hasRunWork({ ...run, produced: run.produced.slice(1) }, template)).toBe(true);
    expect(hasRunWork({ ...run, produced: [...run.produced, run.produced[0]!] }, template)).toBe(true);
  });

  it('asks in words before another template replaces the outputs', () => {
    expect(switchTemplatePrompt('TPL000001', 'TPL000002')).toBe(
      "Switch this run from TPL000001 to TPL000002? The outputs entered are replaced by TPL000002's.",
    );
  });
});
