import { defaultBookingStatuses } from '@detailing/schema/bookings/statuses';
import { bookingCount } from '@/utils/bookingCount';
import type { ErrorDetail } from '@/utils/errorDetail';

/** The server's words when there is no feed to sync or revoke (contract: NOT_FOUND, 001 §8). */
export const NO_FEED_MESSAGE = 'Please create a calendar subscription first';

/** The manual download's button, with the number of bookings the file holds: "Download ICS (12 bookings)". */
export const downloadLabel = (count: number): string => `Download ICS (${bookingCount(count)})`;

/** The statuses a feed includes, by their labels, in the order given: "Pending, Approved, Ready for Pickup". */
export function statusList(statuses: readonly string[]): string {
  if (statuses.length === 0) return 'None';
  return statuses.map((id) => defaultBookingStatuses.find((s) => s.id === id)?.label ?? id).join(', ');
}

/** The feed address's last characters as the screen shows them, "address ending …x7Qa", whether or not the hint has its ellipsis. */
export const addressEnding = (urlHint: string): string => `address ending …${urlHint.replace(/^(…|\.\.\.)/, '')}`;

/**
 * The choice to put contact details in the feed, saying exactly what it adds and who can read it:
 * off, a feed holds no customer's registration (a portal sign-in factor), e-mail, mobile or address.
 */
export const contactDetailsChoice = {
  label: 'Include customer contact details (registration, email, mobile, address)',
  exposes: 'Adds the vehicle registration, email, mobile and address of every customer in the feed to its events. Anyone who has the feed’s address can read them.',
  included: 'Included (registration, email, mobile, address)',
  notIncluded: 'Not included (first name only)',
} as const;

/** A refusal that means there is no feed (revoked elsewhere, or never made), rather than a failure. */
export const isNoFeed = (error: ErrorDetail): boolean => error.code === 'NOT_FOUND' || error.status === 404 || error.serverMessage === NO_FEED_MESSAGE;

/** A feed URL only this browser holds (it was just created here), for the feed it belongs to. */
export interface CreatedFeed {
  feedId: string;
  feedUrl: string;
  /** The id of the feed (the record, not the token) it addresses. */
  id: string;
}

/**
 * What the feed card shows: no feed; a feed whose URL was just made here (shown once, the server
 * keeps only its hash); or an existing feed known only by its hint.
 */
export function feedState(feedId: string | null | undefined, created: CreatedFeed | null): 'none' | 'created' | 'existing' {
  if (!feedId) return 'none';
  return created?.id === feedId ? 'created' : 'existing';
}

/** iPhone set-up (iOS Settings), with spec 001 §9's recommended update every 15 minutes. */
export const iphoneSetupSteps: readonly string[] = [
  'Copy the feed URL (it is shown only once, right after the feed is created).',
  'On the iPhone, open Settings → Calendar → Accounts.',
  'Tap Add Account → Other → Add Subscribed Calendar.',
  'Paste the URL into Server and tap Next.',
  'Tap Save.',
  'In Settings → Calendar → Accounts → Fetch New Data, choose every 15 minutes (recommended).',
];
