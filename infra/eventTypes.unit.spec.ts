import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { bookingDayEventTypes } from '@detailing/schema/bookings/dayEvents';
import { bookingEventTypes } from '@detailing/schema/bookings/events';
import { bookingPersonEventTypes } from '@detailing/schema/bookings/personEvents';
import { calendarEventTypes } from '@detailing/schema/calendar/events';
import { catalogEventTypes } from '@detailing/schema/catalog/events';
import { customerEventTypes } from '@detailing/schema/customers/events';
import { textMessageEventTypes } from '@detailing/schema/customers/textMessages';
import { type DomainEvent, eventTypes } from '@detailing/schema/events';
import { invoicingEventTypes } from '@detailing/schema/invoicing/events';
import { settingsEventTypes } from '@detailing/schema/settings/events';
import { allProjectors } from '@detailing/projections';
import { bookingDayDecider } from '@detailing/services/bookings/bookingDayDecider';
import { bookingDecider } from '@detailing/services/bookings/decider';
import { bookingPersonDecider } from '@detailing/services/bookings/bookingPersonDecider';
import { calendarFeedDecider } from '@detailing/services/calendar/calendarFeedDecider';
import { bookingStatusesDecider } from '@detailing/services/catalog/bookingStatusesDecider';
import { servicesDecider } from '@detailing/services/catalog/servicesDecider';
import { starterCatalogDecider } from '@detailing/services/catalog/starterCatalogDecider';
import { vehicleTypesDecider } from '@detailing/services/catalog/vehicleTypesDecider';
import type { Decider } from '@detailing/services/commands/decider';
import { customerDecider } from '@detailing/services/customers/customerDecider';
import { emailClaimDecider } from '@detailing/services/customers/emailClaimDecider';
import { textMessageDecider } from '@detailing/services/customers/textMessageDecider';
import { invoiceDecider } from '@detailing/services/invoicing/invoiceDecider';
import { invoiceNumbersDecider } from '@detailing/services/invoicing/numbersDecider';
import { brandingDecider } from '@detailing/services/settings/brandingDecider';
import { businessInfoDecider } from '@detailing/services/settings/businessInfoDecider';
import { customerMenuDecider } from '@detailing/services/settings/customerMenuDecider';
import { logoDecider } from '@detailing/services/settings/logoDecider';
import { publicBookingSettingsDecider } from '@detailing/services/settings/publicBookingSettingsDecider';
import { smsReminderSettingsDecider } from '@detailing/services/settings/smsReminderSettingsDecider';
import { smsSettingsDecider } from '@detailing/services/settings/smsSettingsDecider';
import { smsTemplatesDecider } from '@detailing/services/settings/smsTemplatesDecider';

import { BOOKING_PLAN_EVENTS, SETTINGS_PLAN_EVENTS } from '@detailing/workers/reminders/ReminderScheduler';
import { allReactions } from './reactions.js';
// Every decider of the product, by module. A decider module missing here fails the first test,
// and a decider whose events are not all registered (each with a schema) fails to compile below.
const deciders = {
  'bookings/bookingDayDecider.ts': bookingDayDecider,
  'bookings/bookingPersonDecider.ts': bookingPersonDecider,
  'bookings/decider.ts': bookingDecider,
  'calendar/calendarFeedDecider.ts': calendarFeedDecider,
  'catalog/bookingStatusesDecider.ts': bookingStatusesDecider,
  'catalog/servicesDecider.ts': servicesDecider,
  'catalog/starterCatalogDecider.ts': starterCatalogDecider,
  'catalog/vehicleTypesDecider.ts': vehicleTypesDecider,
  'customers/customerDecider.ts': customerDecider,
  'customers/emailClaimDecider.ts': emailClaimDecider,
  'customers/textMessageDecider.ts': textMessageDecider,
  'invoicing/invoiceDecider.ts': invoiceDecider,
  'invoicing/numbersDecider.ts': invoiceNumbersDecider,
  'settings/brandingDecider.ts': brandingDecider,
  'settings/businessInfoDecider.ts': businessInfoDecider,
  'settings/customerMenuDecider.ts': customerMenuDecider,
  'settings/logoDecider.ts': logoDecider,
  'settings/publicBookingSettingsDecider.ts': publicBookingSettingsDecider,
  'settings/smsReminderSettingsDecider.ts': smsReminderSettingsDecider,
  'settings/smsSettingsDecider.ts': smsSettingsDecider,
  'settings/smsTemplatesDecider.ts': smsTemplatesDecider,
};

type Emitted<D> = D extends Decider<infer _C, infer E, infer _S> ? E : never;
type EmittedByAny = { [K in keyof typeof deciders]: Emitted<(typeof deciders)[K]> }[keyof typeof deciders];

async function deciderModules(): Promise<string[]> {
  const services = fileURLToPath(new URL('../services', import.meta.url));
  const files = await readdir(services, { recursive: true });
  return files
    .filter((file) => /(^|\/)(decider|\w+Decider)\.ts$/.test(file) && !file.startsWith('commands/'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

describe('the event type registry', () => {
  it('covers every decider module in services', async () => {
    expect(Object.keys(deciders).sort()).toEqual(await deciderModules());
  });

  it('has a schema for every event type any decider can emit', () => {
    expectTypeOf<EmittedByAny>().toExtend<DomainEvent>();
    // The other way too: no registered type is left that no decider writes.
    expectTypeOf<DomainEvent['type']>().toEqualTypeOf<EmittedByAny['type']>();
  });

  it('gathers every context’s event types, each name in one context only', () => {
    const contexts = [bookingEventTypes, bookingDayEventTypes, bookingPersonEventTypes, calendarEventTypes, catalogEventTypes, customerEventTypes, invoicingEventTypes, settingsEventTypes, textMessageEventTypes];
    const names = contexts.flatMap((registry) => Object.keys(registry));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(eventTypes).sort()).toEqual(names.sort());
  });

  it('knows every event type a projector or a reaction handles', () => {
    const reminderPlanner = { handles: [...BOOKING_PLAN_EVENTS, ...SETTINGS_PLAN_EVENTS] };
    const handled = [...allProjectors, ...allReactions, reminderPlanner].flatMap((reader) => reader.handles);
    expect(handled.filter((type) => !Object.hasOwn(eventTypes, type))).toEqual([]);
  });

  it('holds each type at a version of 1 or more, with an upcaster from every earlier version', () => {
    for (const [type, definition] of Object.entries(eventTypes)) {
      const upcasters = Object.keys(definition.upcasters).map(Number);
      expect({ type, upcasters }).toEqual({ type, upcasters: Array.from({ length: definition.version - 1 }, (_, i) => i + 1) });
    }
  });
});
