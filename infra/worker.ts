import { formatCents, SMS_TEMPLATE_IDS, textMessageMessages as m } from '@detailing/schema';
import { sqlBookingLookup } from '@detailing/services/bookings/published';
import { sqlCatalogLookup } from '@detailing/services/catalog/published';
import { defaultPortalLinkTemplate, type ImportPorts, PORTAL_LINK_TEMPLATE_ID, TextMessageCommands } from '@detailing/services/customers/published';
import { portalProcessors } from '@detailing/workers/portal/processors';
import { importProcessors, resumeImports } from '@detailing/workers/imports/processors';
import type { EventStore } from '@detailing/services/eventstore/EventStore';
import type { InvoiceCommands } from '@detailing/services/invoicing/InvoiceCommands';
import { sqlInvoiceLookup } from '@detailing/services/invoicing/published';
import { type Clock, systemClock } from '@detailing/services/platform/clock';
import type { Config } from '@detailing/services/platform/config';
import type { Database } from '@detailing/services/platform/database';
import type { Leases } from '@detailing/services/platform/leases';
import type { ProjectionWaiter } from '@detailing/services/platform/projectionWaiter';
import { reminderSettings, SettingsKey, smsSenderFor, sqlSettingsLookup } from '@detailing/services/settings/published';
import { businessTimeZone } from '@detailing/services/settings/queries';
import { bookingText } from '@detailing/workers/bookings/bookingText';
import { confirmationProcessor } from '@detailing/workers/bookings/processors';
import { CONFIRMATION_TEXT_JOB } from '@detailing/workers/bookings/reactions';
import { CANCELLATION_TEXT_JOB, cancellationTextProcessor, RESCHEDULE_TEXT_JOB, rescheduleTextProcessor } from '@detailing/workers/bookings/customerChangeTexts';
import { completionProcessors, type CompletionDeps } from '@detailing/workers/completion/processors';
import { COMPLETION_TEXT_JOB } from '@detailing/workers/completion/reactions';
import { byJobName } from '@detailing/workers/queue/byJobName';
import { reminderProcessor } from '@detailing/workers/reminders/processors';
import { REMINDER_TEXT_JOB } from '@detailing/workers/reminders/reminderJobs';
import { ReminderScheduler } from '@detailing/workers/reminders/ReminderScheduler';
import type { JobQueue } from '@detailing/workers/queue/JobQueue';
import { Reactor } from '@detailing/workers/reactor/Reactor';
import { allReactions } from './reactions.js';

/** The worker role: the reactor turning events into jobs, and the processors running them. */
export async function startWorker(deps: {
  config: Config;
  db: Database;
  store: EventStore;
  queue: JobQueue;
  invoices: InvoiceCommands;
  importPorts: ImportPorts;
  /** The process's leases: its reactor reacts only while it holds the reactor's. */
  leases?: Leases;
  /** Reminders are planned once the read models have applied the events that ask for it. */
  waiter: ProjectionWaiter;
  /** What reminders are timed by (tests set it ahead); the system's by default. */
  clock?: Clock;
  log: (message: string, error?: unknown) => void;
}): Promise<{ stop(): Promise<void> }> {
  const { config, db, store, queue, invoices, log } = deps;
  const clock = deps.clock ?? systemClock;
  const settings = sqlSettingsLookup(db.sql, SettingsKey.fromConfig(config));
  const bookings = sqlBookingLookup(db.sql);
  const catalog = sqlCatalogLookup(db.sql);
  const invoiceLookup = sqlInvoiceLookup(db.sql);
  const completion: CompletionDeps = {
    bookings,
    textMessages: new TextMessageCommands({ store, clock: systemClock }),
    issuePaidInvoice: (bookingId, options) => invoices.issuePaidInvoiceForBooking(bookingId, options),
    async completionMessage(bookingId) {
      const booking = await bookings.booking(bookingId);
      if (!booking) return { skip: m.bookingGone };
      const template = await settings.smsTemplate(SMS_TEMPLATE_IDS.bookingCompleted);
      if (!template?.enabled) return { skip: m.templateDisabled };
      if (!booking.mobile.trim()) return { skip: m.noMobile };
      const invoice = await invoiceLookup.invoiceForBooking(booking);
      // The invoice's event is what started this job; its row may be a moment behind: try again shortly.
      if (!invoice) throw new Error(`The invoice of booking ${bookingId} is not in the read model yet`);
      // The total is what the invoice bills.
      return bookingText(booking, template, await catalog.servicesByIds(booking.serviceIds), { totalPrice: formatCents(invoice.totalCents) });
    },
    async smsSender() {
      const account = await settings.smsConfig();
      return account?.isConfigured ? smsSenderFor(account, config.TWILIO_API_BASE_URL) : null;
    },
  };
  const portal = portalProcessors({
    db,
    template: async () => (await settings.smsTemplate(PORTAL_LINK_TEMPLATE_ID)) ?? defaultPortalLinkTemplate,
    appDomain: async () => (await settings.businessInfo()).appDomain,
    smsSender: completion.smsSender,
  });
  const confirmationDeps = {
    bookings,
    catalog,
    settings,
    textMessages: completion.textMessages,
    smsSender: completion.smsSender,
    store,
    timeZone: () => businessTimeZone(db.sql),
  };
  const confirmation = confirmationProcessor(confirmationDeps);
  const completionJobs = completionProcessors(completion);
  await queue.work({
    invoices: completionJobs.invoices,
    // One queue for every text to a booking's customer, so failed ones are listed and retried in one place.
    sms: byJobName({
      [COMPLETION_TEXT_JOB]: completionJobs.sms,
      [CONFIRMATION_TEXT_JOB]: confirmation,
      // A customer's own change in the portal: the new start confirmed, or the cancellation.
      [RESCHEDULE_TEXT_JOB]: rescheduleTextProcessor(confirmationDeps),
      [CANCELLATION_TEXT_JOB]: cancellationTextProcessor(confirmationDeps),
    }),
    ...importProcessors({ db, ports: deps.importPorts }),
    ...portal,
    reminders: byJobName({
      [REMINDER_TEXT_JOB]: reminderProcessor({
        bookings,
        catalog,
        settings,
        reminderSettings: () => reminderSettings(db.sql),
        textMessages: completion.textMessages,
        smsSender: completion.smsSender,
        clock,
      }),
    }),
  });
  await resumeImports(db, queue, log);
  const reminders = new ReminderScheduler(
    {
      bookings,
      settings: () => reminderSettings(db.sql),
      clock,
      caughtUp: (readModel, position) => deps.waiter.waitFor(readModel, position, 10_000),
    },
    queue,
  );
  // Every upcoming booking's reminder, set again: timers die with a process, and one that was
  // down may have missed its time. In the background; the reactor's plans wait their turn behind it.
  const rebuilt = reminders.rebuild().then(
    (count) => log(`Reminders planned for ${count} upcoming bookings`),
    (error) => log('Planning the reminders of upcoming bookings failed; the next start retries', error),
  );
  const reactor = new Reactor(db, store, queue, [...allReactions, reminders.planner], log, { leases: deps.leases });
  await reactor.migrate();
  await reactor.start();
  return {
    async stop() {
      // The queue first: an in-process job waiting out a backoff ends, so the reactor can stop.
      await queue.close();
      await reactor.stop();
      await rebuilt;
    },
  };
}
