import { describe, expect, it } from 'vitest';
import { draftsOf, lockedKind, newPropDraft, propFields, PropDrafts, propsBody, renamed, retyped } from './props-draft';

const strip = (drafts: { name: string; kind: string; value: string }[]) => drafts.map(({ name, kind, value }) => ({ name, kind, value }));

describe('property drafts', () => {
  it('reads stored props by type and keeps what the editor cannot show', () => {
    const { drafts, kept } = draftsOf({
      colour: 'red',
      original_count_per_case: 12,
      original_cost_per_case: { unit: 'USD', value: 2.5 },
      fragile: true,
    });
    expect(strip(drafts)).toEqual([
      { name: 'colour', kind: 'string', value: 'red' },
      { name: 'original_count_per_case', kind: 'number', value: '12' },
      { name: 'original_cost_per_case', kind: 'currency', value: '2.5' },
    ]);
    expect(kept).toEqual({ fragile: true });
    expect(draftsOf(null)).toEqual({ drafts: [], kept: {} });
  });

  it('sends numbers as numbers and money as USD objects, dropping blank rows', () => {
    const drafts = [
      newPropDraft(' colour ', 'string', 'red'),
      newPropDraft('', 'string', ''),
      newPropDraft('original_count_per_case', 'number', ' 12 '),
      newPropDraft('original_cost_per_case', 'currency', '2.50'),
    ];
    expect(propsBody(drafts)).toEqual({
      colour: 'red',
      original_count_per_case: 12,
      original_cost_per_case: { unit: 'USD', value: 2.5 },
    });
    expect(propsBody([newPropDraft()])).toBeNull();
  });

  it('round-trips stored props', () => {
    const props = { a: 'x', b: 3.25, original_cost_per_case: { unit: 'USD' as const, value: 0 } };
    expect(propsBody(draftsOf(props).drafts)).toEqual(props);
  });

  it('locks the type of a suggested name and gives it its default', () => {
    expect(lockedKind('original_cost_per_case')).toBe('currency');
    expect(lockedKind('colour')).toBeUndefined();
    const cost = renamed(newPropDraft('', 'string', 'abc'), 'original_cost_per_case');
    expect(strip([cost])).toEqual([{ name: 'original_cost_per_case', kind: 'currency', value: '0' }]);
    const count = renamed(newPropDraft('original_count', 'number', '6'), 'original_count_per_case');
    expect(count.value).toBe('6');
    expect(renamed(newPropDraft('a', 'number', '1'), 'ab').kind).toBe('number');
  });

  it('validates with the shared ItemProps schema and puts problems on the row', () => {
    const result = PropDrafts.safeParse([
      newPropDraft('original_count_per_case', 'number', '1.5'),
      newPropDraft('original_cost_per_case', 'currency', '-1'),
      newPropDraft('weight', 'number', 'heavy'),
      newPropDraft('', 'string', 'orphan'),
      newPropDraft('weight', 'string', 'x'),
    ]);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['0.value', 'expected int'],
        ['1.value', 'value must be at least 0'],
        ['2.value', 'Enter a number.'],
        ['3.name', 'Enter a name.'],
        ['4.name', 'This name is already used.'],
      ]),
    );
  });

  it('maps the API’s prop problems to the row’s value', () => {
    const fields = propFields([newPropDraft('a'), newPropDraft('original_cost_per_case', 'currency', '1')]);
    expect(fields['props.a']).toBe('props.0.value');
    expect(fields['props.original_cost_per_case.value']).toBe('props.1.value');
  });
});

describe('date properties', () => {
  it('reads a stored date property as a date row and sends it back tagged', () => {
    const props = { best_before: { type: 'date' as const, value: '2027-03-31' }, lot_note: '2027-03-31' };
    const { drafts, kept } = draftsOf(props);
    expect(strip(drafts)).toEqual([
      { name: 'best_before', kind: 'date', value: '2027-03-31' },
      { name: 'lot_note', kind: 'string', value: '2027-03-31' },
    ]);
    expect(kept).toEqual({});
    expect(propsBody(drafts)).toEqual(props);
  });

  it('asks for a date when blank and refuses one that does not exist, on the row', () => {
    const result = PropDrafts.safeParse([newPropDraft('opened', 'date', ''), newPropDraft('best_before', 'date', '2027-02-30')]);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['0.value', 'Enter a date.'],
      ['1.value', 'must be a real calendar date'],
    ]);
    expect(PropDrafts.parse([newPropDraft('opened', 'date', '2028-02-29')])).toEqual({ opened: { type: 'date', value: '2028-02-29' } });
  });

  it('keeps a typed value when the type becomes date only if it is a date', () => {
    expect(retyped(newPropDraft('a', 'string', '2027-01-05'), 'date').value).toBe('2027-01-05');
    expect(retyped(newPropDraft('a', 'string', 'soon'), 'date')).toMatchObject({ kind: 'date', value: '' });
    expect(retyped(newPropDraft('a', 'date', '2027-01-05'), 'string')).toMatchObject({ kind: 'string', value: '2027-01-05' });
  });
});
