import { describe, expect, it } from 'vitest';
import { detailsFromProps } from './migrations/004-bin-details';

describe('detailsFromProps', () => {
  it('moves name, zone and note out of props, keeping the other keys', () => {
    expect(detailsFromProps(JSON.stringify({ name: 'Cold room', zone: 'Raw materials', note: 'Kept at 2-8 °C', aisle: 'C' }))).toEqual({
      name: 'Cold room',
      zone: 'Raw materials',
      notes: 'Kept at 2-8 °C',
      props: JSON.stringify({ aisle: 'C' }),
    });
  });

  it('leaves null props when nothing else was in them', () => {
    expect(detailsFromProps(JSON.stringify({ name: 'Receiving dock' }))).toEqual({ name: 'Receiving dock', props: null });
  });

  it('moves only what the columns accept: text within their bounds', () => {
    const stored = { name: 42, zone: 'z'.repeat(101), note: 'n'.repeat(2000), notes: 'not a moved key' };
    expect(detailsFromProps(JSON.stringify(stored))).toEqual({
      notes: 'n'.repeat(2000),
      props: JSON.stringify({ name: 42, zone: 'z'.repeat(101), notes: 'not a moved key' }),
    });
  });

  it.each([[{ aisle: 'A' }], [{}], [['name']], ['Cold room'], [null]])('has nothing to move in %j', (props) => {
    expect(detailsFromProps(JSON.stringify(props))).toBeUndefined();
  });
});
