import { describe, expect, it } from 'vitest';
import { isCalendarDate, IsoDate, Props, todayUtc } from './fields';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('isCalendarDate', () => {
  it.each(['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29', '0000-01-01', '9999-12-31'])('takes %s', (text) => {
    expect(isCalendarDate(text)).toBe(true);
  });

  it.each(['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32'])(
    'refuses %s, which Date would roll over',
    (text) => {
      expect(isCalendarDate(text)).toBe(false);
    },
  );
});

describe('IsoDate', () => {
  it('takes a real date as it is', () => {
    expect(IsoDate.parse('2026-10-01')).toBe('2026-10-01');
  });

  it.each([
    ['2026-02-30', 'must be a real calendar date'],
    ['2026-10-1', 'must be a date as YYYY-MM-DD'],
    ['01/10/2026', 'must be a date as YYYY-MM-DD'],
    ['2026-10-01 ', 'must be a date as YYYY-MM-DD'],
    ['+02026-10-01', 'must be a date as YYYY-MM-DD'],
    [null, 'expected str'],
  ])('refuses %j with one reason: %s', (value, reason) => {
    expect(messages(IsoDate.safeParse(value))).toEqual([`: ${reason}`]);
  });
});

describe('date properties', () => {
  it('keeps a date property and other values side by side', () => {
    const props = { best_before: { type: 'date', value: '2027-03-31' }, note: '2027-03-31', grade: 'A' };
    expect(Props.parse(props)).toEqual(props);
  });

  it.each([
    [{ type: 'date', value: '2027-02-29' }, 'best_before.value: must be a real calendar date'],
    [{ type: 'date', value: '31.03.2027' }, 'best_before.value: must be a date as YYYY-MM-DD'],
    [{ type: 'date' }, 'best_before.value: required key not provided'],
    [{ type: 'date', value: '2027-03-31', time: '10:00' }, 'best_before: Unrecognized key: "time"'],
  ])('refuses a malformed date property %j, naming where', (value, message) => {
    expect(messages(Props.safeParse({ best_before: value }))).toEqual([message]);
  });

  it('leaves objects with another type tag alone', () => {
    expect(Props.safeParse({ shape: { type: 'box', value: 3 } }).success).toBe(true);
  });
});

describe('todayUtc', () => {
  it('is the UTC date, whatever the local time zone', () => {
    expect(todayUtc(new Date('2026-10-01T23:30:00-05:00'))).toBe('2026-10-02');
    expect(todayUtc(new Date('2026-10-01T00:10:00+02:00'))).toBe('2026-09-30');
  });
});
