import { describe, expect, it } from 'vitest';
import { appSummary, appThumbnails } from './appSummary';

const booking = (date: string, status: string) => ({ date, time: '10:00', status });

describe('appSummary', () => {
  const today = '2026-03-10';

  it('counts upcoming as 001 §4 does: today or later and neither completed nor cancelled', () => {
    const bookings = [
      booking('2026-03-10', 'pending'),
      booking('2026-04-01', 'approved'),
      booking('2026-04-02', 'cancelled'),
      booking('2026-04-03', 'completed'),
      booking('2026-03-09', 'pending'),
    ];
    expect(appSummary(bookings, today)).toEqual({ upcoming: 2, completed: 1 });
  });

  it('counts every completed booking, past or still dated ahead', () => {
    expect(appSummary([booking('2025-01-01', 'completed'), booking('2027-01-01', 'completed')], today)).toEqual({ upcoming: 0, completed: 2 });
  });

  it('is zero for no bookings', () => {
    expect(appSummary([], today)).toEqual({ upcoming: 0, completed: 0 });
  });
});

describe('appThumbnails', () => {
  it('shows at most 4 photos of a kind, the first ones', () => {
    expect(appThumbnails([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4]);
    expect(appThumbnails([1, 2])).toEqual([1, 2]);
    expect(appThumbnails([])).toEqual([]);
  });
});
