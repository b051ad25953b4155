import type { CreateBookingInput } from '@/gql/graphql';

/** Spec 000 §9: the test booking is at 10:00, pending, with one service. */
export const TEST_BOOKING_TIME = '10:00';

/** What the Live Sync Test Panel sends (000 §7): a pending 10:00 booking on `date`. */
export function testBookingInput(date: string, serviceId: number): CreateBookingInput {
  return {
    fullName: 'Test Customer',
    email: 'test.customer@example.com',
    mobile: '0400 000 000',
    address: '1 Test Street, Melbourne VIC 3000',
    vehicleType: 'Sedan/Hatch',
    modelYear: 2025,
    vehicleRego: 'TEST01',
    date,
    time: TEST_BOOKING_TIME,
    serviceIds: [serviceId],
    notes: 'Created from the Live Sync Test Panel',
    status: 'pending',
  };
}
