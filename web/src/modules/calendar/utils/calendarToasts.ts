import type { ErrorToastText } from '@/ui/Toast/errorToast';

/** The calendar screen's toasts: spec 001 §8 word for word; the revoke and download-failure texts are ours (the spec has none). */
export const calendarToasts = {
  created: { title: 'Calendar Subscription Created', description: 'Your live calendar feed is ready for iPhone sync' },
  synced: { title: 'Calendar Synced', description: 'iPhone calendar has been updated immediately' },
  noFeed: { title: 'No Feed Available', description: 'Please create a calendar subscription first', variant: 'destructive' },
  copied: { title: 'Copied!', description: 'Calendar URL copied to clipboard' },
  copyFailed: { title: 'Copy Failed', description: 'Please copy the URL manually', variant: 'destructive' },
  downloaded: { title: 'Calendar Downloaded', description: 'ICS file ready for manual import to iPhone' },
  revoked: { title: 'Calendar Feed Revoked', description: 'The old address no longer works' },
} as const;

export const calendarErrorToasts = {
  createFailed: { title: 'Error', description: 'Failed to create calendar subscription' },
  syncFailed: { title: 'Sync Failed', description: 'Manual sync could not be completed' },
  revokeFailed: { title: 'Revoke Failed', description: 'The calendar feed could not be revoked. Please try again.' },
  downloadFailed: { title: 'Download Failed', description: 'The calendar file could not be downloaded. Please try again.' },
} satisfies Record<string, ErrorToastText>;
