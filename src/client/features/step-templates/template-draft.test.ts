import { describe, expect, it } from 'vitest';
import {
  draftOf,
  emptyDraft,
  metadataOf,
  newTemplateBody,
  paramProblem,
  requirementsOf,
  updateTemplateBody,
  type TemplateDraft,
} from './template-draft';

const draft = (values: Partial<TemplateDraft>): TemplateDraft => ({ ...emptyDraft(), ...values });
const texts = (result: { ok: boolean; problems?: { text: string }[] }) => (result.ok ? [] : (result.problems ?? []).map((p) => p.text));

describe('requirementsOf', () => {
  it('reads a decimal comma in a quantity', () => {
    expect(requirementsOf('inputs', [{ sku_id: 'SKU000001', quantity: '2,5' }]).requirements).toEqual([
      { sku_id: 'SKU000001', quantity: 2.5 },
    ]);
    expect(requirementsOf('inputs', [{ sku_id: 'SKU000001', quantity: '2 kg' }]).problems).toEqual([
      { text: 'Row 1: Quantity must be a number greater than zero.', field: 'inputs.0.quantity' },
    ]);
  });

  it('drops fully blank rows, trims and capitalises SKUs, and leaves a blank quantity flexible', () => {
    const result = requirementsOf('inputs', [
      { sku_id: '  ', quantity: ' ' },
      { sku_id: ' sku000001 ', quantity: '2.5' },
      { sku_id: 'SKU000002', quantity: '' },
    ]);
    expect(result.problems).toEqual([]);
    expect(result.requirements).toEqual([{ sku_id: 'SKU000001', quantity: 2.5 }, { sku_id: 'SKU000002' }]);
    expect(result.rows).toEqual([2, 3]);
  });

  it('names the row of a quantity without a SKU and of a quantity not above zero', () => {
    const result = requirementsOf('outputs', [
      { sku_id: '', quantity: '3' },
      { sku_id: 'SKU000001', quantity: '0' },
      { sku_id: 'SKU000001', quantity: '-1' },
      { sku_id: 'SKU000001', quantity: 'Infinity' },
      { sku_id: 'SKU000001', quantity: 'abc' },
    ]);
    expect(result.problems).toEqual([
      { text: 'Row 1: SKU is required.', field: 'outputs.0.sku_id' },
      { text: 'Row 2: Quantity must be a number greater than zero.', field: 'outputs.1.quantity' },
      { text: 'Row 3: Quantity must be a number greater than zero.', field: 'outputs.2.quantity' },
      { text: 'Row 4: Quantity must be a number greater than zero.', field: 'outputs.3.quantity' },
      { text: 'Row 5: Quantity must be a number greater than zero.', field: 'outputs.4.quantity' },
    ]);
  });

  it('keeps the keys other clients stored on a row', () => {
    expect(requirementsOf('inputs', [{ sku_id: 'SKU000001', quantity: '1', extra: { role: 'base' } }]).requirements).toEqual([
      { role: 'base', sku_id: 'SKU000001', quantity: 1 },
    ]);
  });
});

describe('metadataOf', () => {
  it('reads blank as none and refuses what does not parse', () => {
    expect(metadataOf('  ')).toEqual({ ok: true, value: null });
    expect(metadataOf('{"line": 2}')).toEqual({ ok: true, value: { line: 2 } });
    expect(metadataOf('{line: 2}')).toEqual({ ok: false, problems: [{ text: 'Metadata must be valid JSON.', field: 'metadata' }] });
  });
});

describe('newTemplateBody', () => {
  it('collects every problem in field order (id, name, inputs, outputs, metadata), with Input and Output prefixes', () => {
    const result = newTemplateBody(
      draft({
        template_id: '  ',
        name: ' ',
        inputs: [{ sku_id: '', quantity: '1' }],
        outputs: [
          { sku_id: 'SKU000001', quantity: '' },
          { sku_id: 'SKU000001', quantity: '0' },
        ],
        metadata: '{',
      }),
    );
    expect(texts(result)).toEqual([
      'Template ID is required.',
      'Name is required.',
      'Input Row 1: SKU is required.',
      'Output Row 2: Quantity must be a number greater than zero.',
      'Metadata must be valid JSON.',
    ]);
  });

  it('trims id and name and leaves out blank description and metadata', () => {
    const result = newTemplateBody(
      draft({
        template_id: ' tpl000007 ',
        name: ' Blend ',
        inputs: [{ sku_id: 'SKU000001', quantity: '2' }],
        outputs: [{ sku_id: 'SKU000002', quantity: '' }],
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        body: {
          template_id: 'TPL000007',
          name: 'Blend',
          inputs: [{ sku_id: 'SKU000001', quantity: 2 }],
          outputs: [{ sku_id: 'SKU000002' }],
        },
        rows: { inputs: [1], outputs: [1] },
      },
    });
  });

  it('sends description and metadata when given', () => {
    const result = newTemplateBody(
      draft({
        template_id: 'TPL1',
        name: 'n',
        description: ' Mix well ',
        metadata: '{"temp": 40}',
        inputs: [{ sku_id: 'SKU1', quantity: '' }],
        outputs: [{ sku_id: 'SKU2', quantity: '' }],
      }),
    );
    expect(result.ok && result.value.body).toMatchObject({ description: 'Mix well', metadata: { temp: 40 } });
  });
});

describe('updateTemplateBody', () => {
  it('names rows without a prefix and requires a name', () => {
    const result = updateTemplateBody(
      'TPL000001',
      draft({ name: '', inputs: [{ sku_id: ' ', quantity: '2' }], outputs: [{ sku_id: 'SKU1', quantity: '-3' }] }),
    );
    expect(texts(result)).toEqual(['Name is required.', 'Row 1: SKU is required.', 'Row 1: Quantity must be a number greater than zero.']);
  });

  it('sends blank description and metadata as null, and drops blank rows', () => {
    const result = updateTemplateBody(
      'TPL000001',
      draft({
        name: 'Blend',
        description: '  ',
        metadata: ' ',
        inputs: [
          { sku_id: '', quantity: '' },
          { sku_id: 'SKU1', quantity: '1' },
        ],
        outputs: [{ sku_id: 'SKU2', quantity: '' }],
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        body: {
          template_id: 'TPL000001',
          name: 'Blend',
          description: null,
          metadata: null,
          inputs: [{ sku_id: 'SKU1', quantity: 1 }],
          outputs: [{ sku_id: 'SKU2' }],
        },
        rows: { inputs: [2], outputs: [1] },
      },
    });
  });
});

describe('draftOf', () => {
  it('starts the edit form from a stored template', () => {
    const state = {
      template_id: 'TPL000001',
      name: 'Blend',
      inputs: [{ sku_id: 'SKU000001', quantity: 2.5, role: 'base' }],
      outputs: [{ sku_id: 'SKU000002' }],
      metadata: { line: 2 },
      skus: {},
    };
    expect(draftOf(state)).toEqual({
      template_id: 'TPL000001',
      name: 'Blend',
      description: '',
      metadata: '{\n  "line": 2\n}',
      inputs: [{ sku_id: 'SKU000001', quantity: '2.5', extra: { role: 'base' } }],
      outputs: [{ sku_id: 'SKU000002', quantity: '' }],
    });
  });
});

describe('paramProblem', () => {
  it('names the screen row of a requirement the server refused', () => {
    expect(paramProblem({ name: 'inputs[0].sku_id', reason: 'must be an existing sku id' }, { inputs: [3], outputs: [] })).toEqual({
      text: 'Input row 3: SKU must be an existing sku id.',
      field: 'inputs.2.sku_id',
    });
    expect(paramProblem({ name: 'outputs', reason: 'must list at least one requirement' }, { inputs: [], outputs: [] })).toEqual({
      text: 'Outputs must list at least one requirement.',
    });
    expect(paramProblem({ name: 'template_id', reason: 'must not already exist' }, { inputs: [], outputs: [] })).toEqual({
      text: 'Template ID must not already exist.',
      field: 'template_id',
    });
  });
});
