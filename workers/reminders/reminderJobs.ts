import type { JobRequest } from '../queue/JobQueue.js';

/** The reminders queue's job: one per booking, set for the time its reminder is due. */
export const REMINDER_TEXT_JOB = 'send-booking-reminder';

/** One job per booking (no ':' and not all digits, for BullMQ): a new plan replaces the one before. */
export const reminderJobId = (bookingId: string) => `reminder-${bookingId}`;

/** Ids and the start it was planned for (which says when it is due); never a name or a number. */
export type ReminderJobData = { bookingId: string; date: string; time: string };

export const reminderJob = (data: ReminderJobData): JobRequest<ReminderJobData> => ({
  queue: 'reminders',
  name: REMINDER_TEXT_JOB,
  id: reminderJobId(data.bookingId),
  data,
});
