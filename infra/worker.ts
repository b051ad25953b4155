import {
  formatCents,
  formatDateLong,
  formatTime12h,
  renderTemplate,
  SMS_TEMPLATE_IDS,
  textMessageMessages as m,
  toE164,
} from '@detailing/schema';
import { sqlBookingLookup } from '@detailing/services/bookings/published';
import { sqlCatalogLookup } from '@detailing/services/catalog/published';
import { defaultPortalLinkTemplate, type ImportPorts, PORTAL_LINK_TEMPLATE_ID, TextMessageCommands } from '@detailing/services/customers/published';
import { portalProcessors } from '@detailing/workers/portal/processors';
import { importProcessors, resumeImports } from '@detailing/workers/imports/processors';
import type { EventStore } from '@detailing/services/eventstore/EventStore';
import type { InvoiceCommands } from '@detailing/services/invoicing/InvoiceCommands';
import { sqlInvoiceLookup } from '@detailing/services/invoicing/published';
import { systemClock } from '@detailing/services/platform/clock';
import type { Config } from '@detailing/services/platform/config';
import type { Database } from '@detailing/services/platform/database';
import type { Leases } from '@detailing/services/platform/leases';
import { SettingsKey, smsSenderFor, sqlSettingsLookup } from '@detailing/services/settings/published';
import { businessTimeZone } from '@detailing/services/settings/queries';
import { confirmationProcessor } from '@detailing/workers/bookings/processors';
import { CONFIRMATION_TEXT_JOB } from '@detailing/workers/bookings/reactions';
import { completionProcessors, type CompletionDeps } from '@detailing/workers/completion/processors';
import { COMPLETION_TEXT_JOB } from '@detailing/workers/completion/reactions';
import { byJobName } from '@detailing/workers/queue/byJobName';
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
  log: (message: string, error?: unknown) => void;
}): Promise<{ stop(): Promise<void> }> {
  const { config, db, store, queue, invoices, log } = deps;
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
      const services = await catalog.servicesByIds(booking.serviceIds);
      const serviceName = booking.serviceIds.map((id) => services.find((s) => s.id === id)?.name ?? `Service ${id}`).join(', ');
      return {
        to: toE164(booking.mobile),
        body: renderTemplate(template.message, {
          customerName: booking.fullName,
          serviceName,
          date: formatDateLong(booking.date),
          time: formatTime12h(booking.time),
          totalPrice: formatCents(invoice.totalCents),
        }),
      };
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
  const confirmation = confirmationProcessor({
    bookings,
    catalog,
    settings,
    textMessages: completion.textMessages,
    smsSender: completion.smsSender,
    store,
    timeZone: () => businessTimeZone(db.sql),
  });
  const completionJobs = completionProcessors(completion);
  await queue.work({
    invoices: completionJobs.invoices,
    // One queue for every text to a booking's customer, so failed ones are listed and retried in one place.
    sms: byJobName({ [COMPLETION_TEXT_JOB]: completionJobs.sms, [CONFIRMATION_TEXT_JOB]: confirmation }),
    ...importProcessors({ db, ports: deps.importPorts }),
    ...portal,
  });
  await resumeImports(db, queue, log);
  const reactor = new Reactor(db, store, queue, allReactions, log, { leases: deps.leases });
  await reactor.migrate();
  await reactor.start();
  return {
    async stop() {
      // The queue first: an in-process job waiting out a backoff ends, so the reactor can stop.
      await queue.close();
      await reactor.stop();
    },
  };
}
