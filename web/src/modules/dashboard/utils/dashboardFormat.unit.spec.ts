import { describe, expect, it } from 'vitest';
import { initials } from './initials';
import { localDate } from './localDate';
import { formatCurrency } from './formatCurrency';

describe('dashboard display helpers', () => {
  it('takes the first and last initials of a full name', () => {
    expect(initials('jane mary citizen')).toBe('JC');
    expect(initials('  Cher ')).toBe('C');
  });

  it('formats dollars for en-US to 2 decimals', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
  });

  it('counts days back in the local calendar, across a month end', () => {
    expect(localDate(7, new Date(2030, 2, 3, 12))).toBe('2030-02-24');
    expect(localDate(0, new Date(2030, 2, 3, 0, 5))).toBe('2030-03-03');
  });
});

describe('dashboard status colours', () => {
  it('shows a status outside the known set in green, as 000 §9 asks for the dashboard', async () => {
    const { dashboardStatusTone } = await import('./dashboardStatusTone');
    expect(dashboardStatusTone('detailing_in_progress')).toBe('green');
    expect(dashboardStatusTone('pending')).toBe('yellow');
    expect(dashboardStatusTone('cancelled')).toBe('red');
  });
});
