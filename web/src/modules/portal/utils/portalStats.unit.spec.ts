import { describe, expect, it } from 'vitest';
import { galleryStats, historyStats, invoiceStats, upcomingStats } from './portalStats';

const photo = { path: '/customer-cars/p.jpg', url: '/api/nas-photo?path=p', thumbnailUrl: '/api/nas-photo?path=p&size=thumbnail' };

describe('the dashboard cards (001 §2 "Customer dashboard")', () => {
  it('Upcoming: count, the next date and the value of what is booked, to the cent', () => {
    expect(upcomingStats([{ date: '2026-03-20', totalPrice: 0.1 }, { date: '2026-04-01', totalPrice: 0.2 }])).toEqual({
      count: 2,
      nextDate: '2026-03-20',
      value: 0.3,
    });
    expect(upcomingStats([])).toEqual({ count: 0, nextDate: null, value: 0 });
  });

  it('History: completed services and what they cost; bookings with any photo', () => {
    const stats = historyStats([
      { date: '2026-01-01', status: 'completed', totalPrice: 150, beforePhotos: [photo], afterPhotos: [] },
      { date: '2026-02-01', status: 'completed', totalPrice: 89.5, beforePhotos: [], afterPhotos: [] },
      { date: '2026-02-10', status: 'cancelled', totalPrice: 500, beforePhotos: [], afterPhotos: [photo] },
    ]);
    expect(stats).toEqual({ completed: 2, totalInvested: 239.5, withPhotos: 2 });
  });

  it('Invoices: how many, how many paid, and the amount paid', () => {
    expect(invoiceStats([{ status: 'paid', amountPaid: 220 }, { status: 'pending', amountPaid: 0 }, { status: 'paid', amountPaid: 99.99 }])).toEqual({
      total: 3,
      paid: 2,
      amountPaid: 319.99,
    });
  });

  it('Gallery: services with photos and the before and after photos among them', () => {
    expect(
      galleryStats([
        { beforePhotos: [photo, photo, photo], afterPhotos: [photo] },
        { beforePhotos: [], afterPhotos: [] },
        { beforePhotos: [], afterPhotos: [photo, photo] },
      ]),
    ).toEqual({ servicesWithPhotos: 2, before: 3, after: 3 });
  });
});
