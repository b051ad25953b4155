import type { PortalBooking, PortalInvoice } from '@/modules/portal/api/portalTypes';

type Priced = Pick<PortalBooking, 'date' | 'totalPrice'>;
type WithPhotos = Pick<PortalBooking, 'beforePhotos' | 'afterPhotos'>;

const sum = (values: number[]) => Math.round(values.reduce((total, v) => total + Math.round(v * 100), 0)) / 100;

export const hasPhotos = (booking: WithPhotos): boolean => booking.beforePhotos.length + booking.afterPhotos.length > 0;

/** The Upcoming tab's cards: how many, the next date (upcoming is soonest first), their value. */
export function upcomingStats(upcoming: readonly Priced[]) {
  return { count: upcoming.length, nextDate: upcoming[0]?.date ?? null, value: sum(upcoming.map((b) => b.totalPrice)) };
}

/** The History tab's cards: completed services, what they cost in total, and how many have photos. */
export function historyStats(history: readonly (Priced & WithPhotos & Pick<PortalBooking, 'status'>)[]) {
  const completed = history.filter((b) => b.status === 'completed');
  return { completed: completed.length, totalInvested: sum(completed.map((b) => b.totalPrice)), withPhotos: history.filter(hasPhotos).length };
}

/** The Invoices tab's cards: all invoices, the paid ones, and the amount paid. */
export function invoiceStats(invoices: readonly Pick<PortalInvoice, 'status' | 'amountPaid'>[]) {
  return { total: invoices.length, paid: invoices.filter((i) => i.status === 'paid').length, amountPaid: sum(invoices.map((i) => i.amountPaid)) };
}

/** The Gallery tab's cards: services (bookings) with photos, and the before and after photos in all. */
export function galleryStats(bookings: readonly WithPhotos[]) {
  const withPhotos = bookings.filter(hasPhotos);
  return {
    servicesWithPhotos: withPhotos.length,
    before: withPhotos.reduce((n, b) => n + b.beforePhotos.length, 0),
    after: withPhotos.reduce((n, b) => n + b.afterPhotos.length, 0),
  };
}
