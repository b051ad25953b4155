import { reportMessages as rangeMessages } from '@detailing/schema/reports/messages';
import { ReportDatesInput } from '@detailing/schema/reports/range';
import { describe, expect, it } from 'vitest';
import { defaultRange, describePeriod, exportHref, type ReportRange, rangeDays, rangeProblem } from './reportRange';

/** What the server's zod schema says of the range, in the same shape. */
function serverSays(range: ReportRange) {
  const parsed = ReportDatesInput.safeParse(range);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return { field: issue.path[0], message: issue.message };
}

describe('the report range', () => {
  it('defaults to the last 30 days to today: today less 30 days through today', () => {
    expect(defaultRange('2026-11-30')).toEqual({ from: '2026-10-31', to: '2026-11-30' });
    expect(defaultRange('2027-03-01')).toEqual({ from: '2027-01-30', to: '2027-03-01' });
    expect(defaultRange('2028-03-01')).toEqual({ from: '2028-01-31', to: '2028-03-01' });
  });

  it('counts both ends', () => {
    expect(rangeDays({ from: '2026-11-01', to: '2026-11-01' })).toBe(1);
    expect(rangeDays({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
    expect(rangeDays(defaultRange('2026-11-30'))).toBe(31);
    // Across Melbourne's daylight-saving change (5 April 2026): plain dates know no hours.
    expect(rangeDays({ from: '2026-04-04', to: '2026-04-06' })).toBe(3);
  });

  it('says the period in words, en-AU style', () => {
    expect(describePeriod({ from: '2026-11-01', to: '2026-11-30' })).toBe('1 November 2026 – 30 November 2026 (30 days)');
    expect(describePeriod({ from: '2026-12-25', to: '2026-12-25' })).toBe('25 December 2026 – 25 December 2026 (1 day)');
  });

  it("refuses what the server refuses, with the server's messages, on the field at fault", () => {
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-30', to: '2026-11-30' })).toBeNull();
    expect(rangeProblem({ from: '2026-12-01', to: '2026-11-30' })).toEqual({ field: 'from', message: rangeMessages.fromAfterTo });
    expect(rangeProblem({ from: '', to: '2026-11-30' })).toEqual({ field: 'from', message: rangeMessages.dateInvalid });
    expect(rangeProblem({ from: '2026-11-01', to: '2026-02-30' })).toEqual({ field: 'to', message: rangeMessages.dateInvalid });
    expect(rangeProblem({ from: '2026-1-01', to: '2026-11-30' })).toEqual({ field: 'from', message: rangeMessages.dateInvalid });
  });

  it('agrees with the server schema on every kind of range', () => {
    const ranges: ReportRange[] = [
      { from: '2026-11-01', to: '2026-11-30' },
      { from: '2026-11-30', to: '2026-11-30' },
      { from: '2026-12-01', to: '2026-11-30' },
      { from: '', to: '2026-11-30' },
      { from: '2026-11-01', to: '' },
      { from: '2026-11-01', to: '2026-02-30' },
      { from: '2026-1-01', to: '2026-11-30' },
      { from: '2017-01-01', to: '2027-01-08' },
      { from: '2017-01-01', to: '2027-01-09' },
      { from: '1900-01-01', to: '2026-11-30' },
    ];
    for (const range of ranges) expect(rangeProblem(range), JSON.stringify(range)).toEqual(serverSays(range));
  });

  it('reads at most 3,660 days', () => {
    expect(rangeProblem({ from: '2017-01-01', to: '2027-01-08' })).toBeNull();
    expect(rangeDays({ from: '2017-01-01', to: '2027-01-08' })).toBe(3660);
    expect(rangeProblem({ from: '2017-01-01', to: '2027-01-09' })).toEqual({ field: 'to', message: rangeMessages.tooLong });
  });

  it('links the CSV export of the range', () => {
    expect(exportHref({ from: '2026-11-01', to: '2026-11-30' })).toBe('/api/reports/export.csv?from=2026-11-01&to=2026-11-30');
  });
});
