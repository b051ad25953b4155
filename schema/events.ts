import { bookingDayEventTypes } from './bookings/dayEvents.js';
import { bookingEventTypes } from './bookings/events.js';
import { bookingPersonEventTypes } from './bookings/personEvents.js';
import { calendarEventTypes } from './calendar/events.js';
import { catalogEventTypes } from './catalog/events.js';
import { customerEventTypes } from './customers/events.js';
import { textMessageEventTypes } from './customers/textMessages.js';
import type { EventRegistry, EventsOf } from './eventDefinition.js';
import { invoicingEventTypes } from './invoicing/events.js';
import { settingsEventTypes } from './settings/events.js';

/**
 * Every event type the product writes, with its current version, its data's schema and the
 * upcasters from older versions. The event store stamps, validates and upcasts through this.
 */
export const eventTypes = {
  ...bookingEventTypes,
  ...bookingDayEventTypes,
  ...bookingPersonEventTypes,
  ...calendarEventTypes,
  ...catalogEventTypes,
  ...customerEventTypes,
  ...invoicingEventTypes,
  ...settingsEventTypes,
  ...textMessageEventTypes,
} as const satisfies EventRegistry;

export type DomainEvent = EventsOf<typeof eventTypes>;
export type DomainEventType = DomainEvent['type'];
