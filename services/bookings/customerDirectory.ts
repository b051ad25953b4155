import type { CommandOptions } from '../commands/runner.js';
import type { AppendItem } from '../eventstore/EventStore.js';

/** Who a booking is for, as the customers context is asked to find or register them. */
export interface BookingCustomerProfile {
  fullName: string;
  email: string;
  mobile: string;
  address: string | null;
  vehicleRego: string | null;
}

/**
 * What bookings need of the customers context: the customer a booking's e-mail belongs to,
 * registered if new. Declared here and wired in by the process (the customers context's
 * `CustomerCommands` fits it), so bookings do not import customers, which imports bookings.
 */
export interface CustomerDirectory {
  findOrRegister(profile: BookingCustomerProfile, options: CommandOptions): Promise<{ customerId: string; created: boolean }>;
  /**
   * The customer `findOrRegister` would register under this command id, decided but not
   * appended, for an e-mail never claimed: the appends to make with the booking's own
   * (`RunSpec.fresh`). Null when the e-mail was claimed before: `findOrRegister` it is.
   */
  decideFirstRegistration(
    profile: BookingCustomerProfile,
    options: CommandOptions & { commandId: string },
  ): Promise<{ customerId: string; items: AppendItem[] } | null>;
}
