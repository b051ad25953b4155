import { describe, it } from 'vitest';
import { type CalendarFeedEvent, calendarMessages } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { calendarFeedDecider, type FeedSettings } from './calendarFeedDecider.js';

const settings = (feedKey: string, tokenHash = `hash-${feedKey}`): FeedSettings => ({
  feedKey,
  tokenHash,
  urlHint: 'x7Qa',
  includeStatuses: ['pending', 'approved'],
  includeContactDetails: false,
});
const created = (s: FeedSettings): CalendarFeedEvent => ({ type: 'CalendarFeedCreated', data: { ...s, includeStatuses: [...s.includeStatuses] } });
const revoked = (feedKey: string): CalendarFeedEvent => ({ type: 'CalendarFeedRevoked', data: { feedKey } });
const synced = (feedKey: string): CalendarFeedEvent => ({ type: 'CalendarFeedSynced', data: { feedKey } });

describe('CreateCalendarFeed', () => {
  it('records a new feed with its token hash and settings', () => {
    given(calendarFeedDecider, []).when({ type: 'CreateCalendarFeed', ...settings('f1') }).then([created(settings('f1'))]);
  });

  it('replaces a live feed: the old one is revoked in the same step (rotate)', () => {
    given(calendarFeedDecider, [created(settings('f1'))])
      .when({ type: 'CreateCalendarFeed', ...settings('f2') })
      .then([revoked('f1'), created(settings('f2'))]);
  });

  it('after a revoke, creates without revoking again', () => {
    given(calendarFeedDecider, [created(settings('f1')), revoked('f1')]).when({ type: 'CreateCalendarFeed', ...settings('f2') }).then([created(settings('f2'))]);
  });
});

describe('RevokeCalendarFeed', () => {
  it('revokes the live feed', () => {
    given(calendarFeedDecider, [created(settings('f1')), synced('f1')]).when({ type: 'RevokeCalendarFeed' }).then([revoked('f1')]);
  });

  it('is refused with no live feed', () => {
    given(calendarFeedDecider, []).when({ type: 'RevokeCalendarFeed' }).thenThrows(calendarMessages.noFeed);
    given(calendarFeedDecider, [created(settings('f1')), revoked('f1')]).when({ type: 'RevokeCalendarFeed' }).thenThrows(calendarMessages.noFeed);
  });
});

describe('SyncCalendarFeed', () => {
  it('records a sync of the live feed, named or not', () => {
    given(calendarFeedDecider, [created(settings('f1'))]).when({ type: 'SyncCalendarFeed' }).then([synced('f1')]);
    given(calendarFeedDecider, [created(settings('f1', 'h1'))]).when({ type: 'SyncCalendarFeed', tokenHash: 'h1' }).then([synced('f1')]);
  });

  it('is refused with no live feed, or for a feed that is not the live one', () => {
    given(calendarFeedDecider, []).when({ type: 'SyncCalendarFeed' }).thenThrows(calendarMessages.noFeed);
    given(calendarFeedDecider, [created(settings('f1', 'h1')), revoked('f1')]).when({ type: 'SyncCalendarFeed' }).thenThrows(calendarMessages.noFeed);
    given(calendarFeedDecider, [created(settings('f1', 'h1')), revoked('f1'), created(settings('f2', 'h2'))])
      .when({ type: 'SyncCalendarFeed', tokenHash: 'h1' })
      .thenThrows(calendarMessages.noFeed);
  });
});
