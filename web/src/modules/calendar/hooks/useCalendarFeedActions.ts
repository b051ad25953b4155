import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CalendarSyncQuery } from '@/modules/calendar/graphql/CalendarSyncQuery';
import { CreateCalendarFeedMutation } from '@/modules/calendar/graphql/CreateCalendarFeedMutation';
import { ForceCalendarSyncMutation } from '@/modules/calendar/graphql/ForceCalendarSyncMutation';
import { RevokeCalendarFeedMutation } from '@/modules/calendar/graphql/RevokeCalendarFeedMutation';
import { calendarErrorToasts, calendarToasts } from '@/modules/calendar/utils/calendarToasts';
import { type CreatedFeed, isNoFeed } from '@/modules/calendar/utils/calendarFeed';
import type { ErrorToastText } from '@/ui/Toast/errorToast';
import type { ToastContent } from '@/ui/Toast/ToastContent';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { errorDetail } from '@/utils/errorDetail';

export interface FeedOptions {
  includeStatuses?: readonly string[];
  includeContactDetails: boolean;
}

/**
 * The feed's commands with the spec's toasts (001 §8). Each answers whether it worked; the screen is
 * fetched again after each, so what it shows (feed, last sync, counts) is what the server holds now.
 * A sync or revoke refused for want of a feed (revoked in another tab) says so and shows the no-feed state.
 */
export function useCalendarFeedActions() {
  const client = useApolloClient();
  const refetch = { refetchQueries: [CalendarSyncQuery], awaitRefetchQueries: true };
  const [create, created] = useMutation(CreateCalendarFeedMutation, refetch);
  const [forceSync, syncing] = useMutation(ForceCalendarSyncMutation, refetch);
  const [revoke, revoking] = useMutation(RevokeCalendarFeedMutation, refetch);
  const showError = useErrorToast();
  /** The URL of the feed created in this page, until another replaces it; the server cannot give it again. */
  const [createdFeed, setCreatedFeed] = useState<CreatedFeed | null>(null);

  const refresh = () => client.refetchQueries({ include: [CalendarSyncQuery] }).catch(() => undefined);

  async function createFeed(options: FeedOptions): Promise<boolean> {
    try {
      const { data } = await create({
        variables: { includeStatuses: options.includeStatuses ? [...options.includeStatuses] : null, includeContactDetails: options.includeContactDetails },
      });
      if (!data) throw new Error('The server answered no feed');
      const { feedId, feedUrl, feed } = data.createCalendarFeed;
      setCreatedFeed({ feedId, feedUrl, id: feed.id });
      toast(calendarToasts.created);
      return true;
    } catch (error) {
      showError(error, calendarErrorToasts.createFailed);
      return false;
    }
  }

  /** A sync or revoke: its toast when done; 'No Feed Available' and the no-feed state when the feed is gone; else its failure toast. */
  async function onFeed(action: () => Promise<unknown>, done: ToastContent, failed: ErrorToastText): Promise<boolean> {
    try {
      await action();
      toast(done);
      return true;
    } catch (error) {
      if (isNoFeed(errorDetail(error))) {
        toast(calendarToasts.noFeed);
        await refresh();
      } else {
        showError(error, failed);
      }
      return false;
    }
  }

  const syncNow = () => onFeed(() => forceSync(), calendarToasts.synced, calendarErrorToasts.syncFailed);

  const revokeFeed = () =>
    onFeed(
      async () => {
        await revoke();
        setCreatedFeed(null);
      },
      calendarToasts.revoked,
      calendarErrorToasts.revokeFailed,
    );

  return {
    createdFeed,
    createFeed,
    syncNow,
    revokeFeed,
    isCreating: created.loading,
    isSyncing: syncing.loading,
    isRevoking: revoking.loading,
  };
}
