import { useEffect, useId, useRef, useState } from 'react';
import type { FragmentType } from '@/gql';
import { useCalendarFeedActions } from '@/modules/calendar/hooks/useCalendarFeedActions';
import { feedState } from '@/modules/calendar/utils/calendarFeed';
import { Button } from '@/ui/Button/Button';
import { ConfirmDialog } from '@/ui/Dialog/ConfirmDialog';
import { Icon } from '@/ui/Icon/Icon';
import { Skeleton } from '@/ui/Skeleton/Skeleton';
import * as styles from './calendar.css';
import { CreateFeedForm } from './CreateFeedForm';
import { FeedDetails, type FeedDetails_feed } from './FeedDetails';
import { FeedUrl } from './FeedUrl';

export interface LiveFeedProps {
  /** undefined while loading; null when there is no feed. */
  feed: ({ id: string; includeStatuses: string[]; includeContactDetails: boolean } & FragmentType<typeof FeedDetails_feed>) | null | undefined;
  timeZone: string;
}

const rotateQuestion =
  'A new address replaces the current one, which stops working at once: every calendar subscribed to it stops updating until it subscribes to the new address.';
const revokeQuestion = 'The feed address stops working at once and subscribed calendars no longer update. This cannot be undone.';

/**
 * The live feed (001 §2): none yet (create it), just created here (its URL, once), or existing (its
 * details). Force Sync Now, New Feed Address and Revoke Feed only when there is one.
 */
export function LiveFeed({ feed, timeZone }: LiveFeedProps) {
  const titleId = useId();
  const { createdFeed, createFeed, syncNow, revokeFeed, isCreating, isSyncing, isRevoking } = useCalendarFeedActions();
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  // The dialog keeps its words while it closes (asking is already null then).
  const asked = useRef<'rotate' | 'revoke'>('rotate');
  if (asking) asked.current = asking;
  const state = feedState(feed?.id, createdFeed);
  const body = useRef<HTMLDivElement>(null);
  // Whatever had focus may be gone (Create after creating, Revoke after revoking) or a dialog gives it back to its button: once the change
  // has shown and any dialog has closed, focus goes where the next step is, the new URL or the Create button.
  const [focusNext, setFocusNext] = useState<'url' | 'create' | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    const timer = setTimeout(() => {
      setFocusNext(null);
      body.current?.querySelector<HTMLElement>(focusNext === 'url' ? 'input[readonly]' : 'button')?.focus();
    }, 250);
    return () => clearTimeout(timer);
  }, [focusNext]);

  async function create(includeContactDetails: boolean) {
    if (await createFeed({ includeContactDetails })) setFocusNext('url');
  }

  async function confirm() {
    if (asking === 'rotate' && feed) {
      const made = await createFeed({ includeStatuses: feed.includeStatuses, includeContactDetails: feed.includeContactDetails });
      setAsking(null);
      if (made) setFocusNext('url');
    } else if (asking === 'revoke') {
      const revoked = await revokeFeed();
      setAsking(null);
      if (revoked) setFocusNext('create');
    }
  }

  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={feed === undefined}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Icon name="calendar" />
        Live Calendar Feed
      </h2>
      <div ref={body} className={styles.stack}>
        {feed === undefined ? (
          <>
            <Skeleton shape="text" />
            <Skeleton shape="row" />
          </>
        ) : state === 'none' || !feed ? (
          <CreateFeedForm isCreating={isCreating} onCreate={(include) => void create(include)} />
        ) : (
          <>
            {state === 'created' && createdFeed && <FeedUrl url={createdFeed.feedUrl} />}
            <FeedDetails feed={feed} timeZone={timeZone} />
            {state === 'existing' && (
              <p className={styles.muted}>The address itself was shown only when the feed was created. To subscribe another device, make a new feed address.</p>
            )}
            <div className={styles.actions}>
              <Button isPending={isSyncing} onPress={() => void syncNow()}>
                Force Sync Now
              </Button>
              <Button variant="outline" onPress={() => setAsking('rotate')}>
                New Feed Address
              </Button>
              <Button variant="outline" onPress={() => setAsking('revoke')}>
                <Icon name="trash" />
                Revoke Feed
              </Button>
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        title={asked.current === 'revoke' ? 'Revoke Feed' : 'New Feed Address'}
        question={asking === null ? null : asking === 'rotate' ? rotateQuestion : revokeQuestion}
        confirmLabel={asked.current === 'revoke' ? 'Revoke Feed' : 'Create New Address'}
        isPending={isCreating || isRevoking}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
