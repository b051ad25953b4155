import {
  formatCents,
  formatDateLong,
  formatTime12h,
  renderTemplate,
  SMS_TEMPLATE_IDS,
  textMessageMessages as m,
  toE164,
} from '@detailing/schema';
import { findBookingRow } from '@detailing/services/bookings/queries';
import { findServicesByIds } from '@detailing/services/catalog/queries';
import type { EventStore } from '@detailing/services/eventstore/EventStore';
import { type InvoiceCommands, invoiceIdForBooking } from '@detailing/services/invoicing/InvoiceCommands';
import { findInvoice } from '@detailing/services/invoicing/queries';
import { systemClock } from '@detailing/services/platform/clock';
import type { Config } from '@detailing/services/platform/config';
import type { Database } from '@detailing/services/platform/database';
import { getSmsConfig, getSmsTemplate } from '@detailing/services/settings/queries';
import { SettingsKey } from '@detailing/services/settings/settingsKey';
import { smsSenderFor } from '@detailing/services/settings/sms/TwilioSmsSender';
import { completionProcessors, type CompletionDeps } from '@detailing/workers/completion/processors';
import { completionReactions } from '@detailing/workers/completion/reactions';
import type { JobQueue } from '@detailing/workers/queue/JobQueue';
import { Reactor } from '@detailing/workers/reactor/Reactor';

/** The worker role: the reactor turning events into jobs, and the processors running them. */
export async function startWorker(deps: {
  config: Config;
  db: Database;
  store: EventStore;
  queue: JobQueue;
  invoices: InvoiceCommands;
  log: (message: string, error?: unknown) => void;
}): Promise<{ stop(): Promise<void> }> {
  const { config, db, store, queue, invoices, log } = deps;
  const key = SettingsKey.fromConfig(config);
  const completion: CompletionDeps = {
    db,
    store,
    clock: systemClock,
    issuePaidInvoice: (bookingId, options) => invoices.issuePaidInvoiceForBooking(bookingId, options),
    async completionMessage(bookingId) {
      const booking = await findBookingRow(db.sql, bookingId);
      if (!booking) return { skip: m.bookingGone };
      const template = await getSmsTemplate(db.sql, SMS_TEMPLATE_IDS.bookingCompleted);
      if (!template?.enabled) return { skip: m.templateDisabled };
      if (!booking.mobile.trim()) return { skip: m.noMobile };
      const invoice = await findInvoice(db.sql, booking.invoice_id ?? invoiceIdForBooking(bookingId));
      // The invoice's event is what started this job; its row may be a moment behind: try again shortly.
      if (!invoice) throw new Error(`The invoice of booking ${bookingId} is not in the read model yet`);
      const services = await findServicesByIds(db.sql, booking.service_ids);
      const serviceName = booking.service_ids.map((id) => services.find((s) => s.id === id)?.name ?? `Service ${id}`).join(', ');
      return {
        to: toE164(booking.mobile),
        body: renderTemplate(template.message, {
          customerName: booking.full_name,
          serviceName,
          date: formatDateLong(booking.date),
          time: formatTime12h(booking.time),
          totalPrice: formatCents(invoice.totalCents),
        }),
      };
    },
    async smsSender() {
      const account = await getSmsConfig(db.sql, await key.forReading());
      return account?.isConfigured ? smsSenderFor(account, config.TWILIO_API_BASE_URL) : null;
    },
  };
  await queue.work(completionProcessors(completion));
  const reactor = new Reactor(db, store, queue, completionReactions, log);
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
