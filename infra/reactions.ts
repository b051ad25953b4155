import { bookingReactions } from '@detailing/workers/bookings/reactions';
import { completionReactions } from '@detailing/workers/completion/reactions';

/** Every reaction the worker's reactor runs: the completion's invoice and text, a wizard booking's confirmation text, the texts on a customer's own change. */
export const allReactions = [...completionReactions, ...bookingReactions] as const;
