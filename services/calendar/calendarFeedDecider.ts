import { type CalendarFeedEvent, calendarMessages } from '@detailing/schema';
import { DomainError } from '../platform/errors.js';
import { assertNever, type Decider } from '../commands/decider.js';

/** The feed's settings as recorded; the token itself is never known here, only its hash. */
export interface FeedSettings {
  feedKey: string;
  tokenHash: string;
  urlHint: string;
  includeStatuses: readonly string[];
  includeContactDetails: boolean;
}

/**
 * Create replaces the live feed (rotate): the old one is revoked in the same step. Revoke and
 * sync need a live feed; `tokenHash` on sync names the feed the caller means (a stale URL is refused).
 */
export type CalendarFeedCommand =
  | ({ type: 'CreateCalendarFeed' } & FeedSettings)
  | { type: 'RevokeCalendarFeed' }
  | { type: 'SyncCalendarFeed'; tokenHash?: string };

export interface CalendarFeedState {
  feed: FeedSettings | null;
}

const noFeed = () => new DomainError('NOT_FOUND', calendarMessages.noFeed);

export const calendarFeedDecider: Decider<CalendarFeedCommand, CalendarFeedEvent, CalendarFeedState> = {
  initialState: { feed: null },

  evolve(state, event) {
    switch (event.type) {
      case 'CalendarFeedCreated':
        return { feed: { ...event.data } };
      case 'CalendarFeedRevoked':
        return state.feed?.feedKey === event.data.feedKey ? { feed: null } : state;
      case 'CalendarFeedSynced':
        return state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateCalendarFeed': {
        const { type: _type, ...settings } = command;
        const created: CalendarFeedEvent = { type: 'CalendarFeedCreated', data: { ...settings, includeStatuses: [...settings.includeStatuses] } };
        return state.feed ? [{ type: 'CalendarFeedRevoked', data: { feedKey: state.feed.feedKey } }, created] : [created];
      }
      case 'RevokeCalendarFeed':
        if (!state.feed) throw noFeed();
        return [{ type: 'CalendarFeedRevoked', data: { feedKey: state.feed.feedKey } }];
      case 'SyncCalendarFeed':
        if (!state.feed || (command.tokenHash !== undefined && command.tokenHash !== state.feed.tokenHash)) throw noFeed();
        return [{ type: 'CalendarFeedSynced', data: { feedKey: state.feed.feedKey } }];
      default:
        return assertNever(command);
    }
  },
};
