import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { addressEnding, contactDetailsChoice, statusList } from '@/modules/calendar/utils/calendarFeed';
import { formatInstantLong } from '@/utils/formatInstantLong';
import * as styles from './calendar.css';

export const FeedDetails_feed = graphql(`
  fragment FeedDetails_feed on CalendarFeed {
    createdAt
    urlHint
    includeStatuses
    includeContactDetails
    lastSyncedAt
  }
`);

/** What is known of the live feed without its address: when it was made, the address's last characters, what it holds, when it last synced. */
export function FeedDetails({ feed: feedRef, timeZone }: { feed: FragmentType<typeof FeedDetails_feed>; timeZone: string }) {
  const feed = getFragmentData(FeedDetails_feed, feedRef);
  return (
    <>
      <p className={styles.text}>
        A live feed is active, <span className={styles.nowrap}>{addressEnding(feed.urlHint)}</span>.
      </p>
      <dl className={styles.details}>
        <dt>Created</dt>
        <dd>{formatInstantLong(feed.createdAt, timeZone)}</dd>
        <dt>Statuses included</dt>
        <dd>{statusList(feed.includeStatuses)}</dd>
        <dt>Contact details</dt>
        <dd>{feed.includeContactDetails ? contactDetailsChoice.included : contactDetailsChoice.notIncluded}</dd>
        <dt>Last synced</dt>
        <dd>{feed.lastSyncedAt ? formatInstantLong(feed.lastSyncedAt, timeZone) : 'Not yet'}</dd>
      </dl>
    </>
  );
}
