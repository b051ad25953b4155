import { bookingDaysProjector } from './bookings/bookingDaysProjector.js';
import { bookingsProjector } from './bookings/bookingsProjector.js';
import { calendarProjector } from './calendar/calendarProjector.js';
import { bookingStatusesProjector } from './catalog/bookingStatusesProjector.js';
import { customersProjector } from './customers/customersProjector.js';
import { servicesProjector } from './catalog/servicesProjector.js';
import { vehicleTypesProjector } from './catalog/vehicleTypesProjector.js';
import { invoicesProjector } from './invoicing/invoicesProjector.js';
import { reportsProjector } from './reports/reportsProjector.js';
import type { Projector } from './runner/Projector.js';
import { settingsProjector } from './settings/settingsProjector.js';

export const allProjectors: readonly Projector[] = [bookingsProjector, servicesProjector, vehicleTypesProjector, bookingStatusesProjector, settingsProjector, invoicesProjector, customersProjector, bookingDaysProjector, reportsProjector, calendarProjector];
