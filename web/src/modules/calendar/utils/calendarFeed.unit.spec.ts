import { describe, expect, it } from 'vitest';
import { addressEnding, downloadLabel, feedState, iphoneSetupSteps, isNoFeed, NO_FEED_MESSAGE, statusList } from './calendarFeed';

describe('the calendar screen’s words', () => {
  it("labels the manual download with its booking count, '1 booking' for one", () => {
    expect(downloadLabel(12)).toBe('Download ICS (12 bookings)');
    expect(downloadLabel(1)).toBe('Download ICS (1 booking)');
    expect(downloadLabel(0)).toBe('Download ICS (0 bookings)');
  });

  it('names the included statuses by their labels, an unknown one by its id', () => {
    expect(statusList(['pending', 'approved', 'ready_for_pickup'])).toBe('Pending, Approved, Ready for Pickup');
    expect(statusList(['cancelled', 'on_hold'])).toBe('Cancelled, on_hold');
    expect(statusList([])).toBe('None');
  });

  it('shows the address hint with one ellipsis, whether the server sent it or not', () => {
    expect(addressEnding('…x7Qa')).toBe('address ending …x7Qa');
    expect(addressEnding('x7Qa')).toBe('address ending …x7Qa');
  });

  it('walks through the iPhone subscription, recommending a fetch every 15 minutes (001 §9)', () => {
    expect(iphoneSetupSteps.join(' ')).toMatch(/Settings → Calendar → Accounts.*Add Account → Other → Add Subscribed Calendar.*Paste the URL.*Save.*every 15 minutes/);
  });
});

describe('the feed card’s state', () => {
  const created = { feedId: 'token', feedUrl: 'https://example.test/api/calendar/feed/token', id: 'feed-2' };

  it('shows the URL only for the feed it was created for', () => {
    expect(feedState(null, null)).toBe('none');
    expect(feedState(null, created)).toBe('none');
    expect(feedState('feed-2', created)).toBe('created');
    expect(feedState('feed-3', created)).toBe('existing');
    expect(feedState('feed-2', null)).toBe('existing');
  });
});

describe('a refusal for want of a feed', () => {
  it('is told by its code, its status or its words', () => {
    expect(isNoFeed({ message: NO_FEED_MESSAGE, code: 'NOT_FOUND' })).toBe(true);
    expect(isNoFeed({ message: '404: ...', status: 404 })).toBe(true);
    expect(isNoFeed({ message: NO_FEED_MESSAGE, serverMessage: NO_FEED_MESSAGE })).toBe(true);
    expect(isNoFeed({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' })).toBe(false);
    expect(isNoFeed({ message: 'Failed to fetch' })).toBe(false);
  });
});
