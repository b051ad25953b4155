import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Access } from '../api/access.js';
import { publicReceipt } from './publicReceipt.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { graphqlCommandOptions as commandOptions, idempotentGraphqlCommandOptions } from '../api/versions.js';
import { BookingAsOfInput, bookingMessages, CalendarRangeInput, isUuid, ReportRangeInput } from '@detailing/schema';
import { decodeImageDataUrl } from '../blobs/images.js';
import { ValidationError } from '../platform/errors.js';
import { bookingCatalogFor, bookingServices, bookingStatusLabel } from './bookingCatalog.js';
import { parseId, parseInput } from '../platform/validation.js';
import { bookingsInRange, dashboardSummary, type NewCustomerSource, type RevenueSource, reportFigures, todaysBookings } from './dashboard.js';
import { sqlInvoiceLookup } from '../invoicing/published.js';
import {
  BookingChangeType,
  BookingHistoryEntryType,
  BookingServiceType,
  BookingType,
  CalendarBookingType,
  CreateBookingInputType,
  DashboardReportType,
  DashboardSummaryType,
  PhotoKind,
  PhotoUploadResultType,
  UpdateBookingInputType,
} from './graphqlTypes.js';
import { bookingAsOf, bookingHistory } from './history.js';
import { findBooking, listBookings } from './queries.js';

type Context = RequestContext & { services: ApiServices };
const dollars = (cents: number) => cents / 100;
/** Revenue is what paid invoices dated in the range add up to (the invoicing context's read model). */
const paidRevenue = (ctx: Context): RevenueSource => (from, to) => sqlInvoiceLookup(ctx.services.db.sql).paidRevenueCents(from, to);
/** New customers are counted by when they were registered (the customers context's read model, 001 §9). */
const newCustomers = (ctx: Context): NewCustomerSource => (since, until) => ctx.services.customerLookup.countNewCustomers(since, until);
/** GraphQL inputs arrive as class instances; the rules in schema/ take plain objects. */
const plain = (input: object) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
/** Booking ids are UUIDs; anything else is a booking that does not exist. */
const bookingId = (id: string) => parseId(id, isUuid, bookingMessages.notFound);

@Resolver(() => BookingType)
export class BookingResolver {
  @FieldResolver(() => [BookingServiceType], {
    description: "The booking's services in its order, as its recorded quote has them (for a booking from before quotes: named and priced by today's catalog).",
  })
  async services(@Root() booking: BookingType, @Ctx() ctx: Context): Promise<BookingServiceType[]> {
    return bookingServices(bookingCatalogFor(ctx, ctx.services.catalogLookup), booking);
  }

  @FieldResolver(() => String, { description: "The status's configured label (Settings), e.g. 'Ready for Pickup'." })
  async statusLabel(@Root() booking: BookingType, @Ctx() ctx: Context): Promise<string> {
    return bookingStatusLabel(booking.status, await bookingCatalogFor(ctx, ctx.services.catalogLookup).statuses());
  }

  @Access('admin')
  @Query(() => [BookingType], { description: 'Every booking, newest date first. Admin only.' })
  async bookings(@Ctx() ctx: Context): Promise<BookingType[]> {
    return listBookings(ctx.services.db.sql);
  }

  @Access('admin')
  @Query(() => BookingType, { nullable: true, description: 'A booking now, or as it stood at the instant `asOf` (ISO 8601), folded from its events.' })
  async booking(
    @Arg('id', () => ID) id: string,
    @Arg('asOf', () => String, { nullable: true }) asOf: string | null,
    @Ctx() ctx: Context,
  ): Promise<BookingType | null> {
    const instant = parseInput(BookingAsOfInput, { asOf }).asOf;
    if (!isUuid(id)) return null;
    if (instant) return bookingAsOf(ctx.services.store, id, instant);
    return findBooking(ctx.services.db.sql, id);
  }

  @Access('admin')
  @Query(() => [BookingHistoryEntryType], { description: 'Every event of a booking, deleted ones too: type, time, actor and the fields it changed.' })
  async bookingHistory(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<BookingHistoryEntryType[]> {
    return isUuid(id) ? bookingHistory(ctx.services.store, id) : [];
  }

  @Access('admin')
  @Query(() => [BookingType], { description: "Today's bookings in the business time zone." })
  async todaysBookings(@Ctx() ctx: Context): Promise<BookingType[]> {
    return todaysBookings(ctx.services.db.sql, await ctx.services.timeZone());
  }

  @Access('admin')
  @Query(() => DashboardSummaryType)
  async dashboardSummary(@Ctx() ctx: Context): Promise<DashboardSummaryType> {
    const summary = await dashboardSummary(ctx.services.db.sql, await ctx.services.timeZone(), paidRevenue(ctx), newCustomers(ctx));
    return { ...summary, weeklyRevenue: dollars(summary.weeklyRevenue) };
  }

  @Access('admin')
  @Query(() => DashboardReportType, { description: 'Inclusive date range (yyyy-MM-dd); zero unless both ends are given.' })
  async dashboardReport(
    @Arg('startDate', () => String, { nullable: true }) startDate: string | null,
    @Arg('endDate', () => String, { nullable: true }) endDate: string | null,
    @Ctx() ctx: Context,
  ): Promise<DashboardReportType> {
    const range = parseInput(ReportRangeInput, { startDate, endDate });
    const figures = await reportFigures(ctx.services.db.sql, range, await ctx.services.timeZone(), paidRevenue(ctx), newCustomers(ctx));
    return { ...figures, totalRevenue: dollars(figures.totalRevenue) };
  }

  @Access('admin')
  @Query(() => [CalendarBookingType], { description: 'Bookings dated from `from` to `to` inclusive, with end times.' })
  async calendarBookings(@Arg('from', () => String) from: string, @Arg('to', () => String) to: string, @Ctx() ctx: Context): Promise<CalendarBookingType[]> {
    const range = parseInput(CalendarRangeInput, { from, to });
    return bookingsInRange(ctx.services.db.sql, ctx.services.catalogLookup, range.from, range.to);
  }

  @Access('public', { adminSeesMore: true })
  @Mutation(() => BookingType, { description: 'Admins create with any configured status; the public (booking wizard) always creates pending bookings.' })
  async createBooking(@Arg('input', () => CreateBookingInputType) input: CreateBookingInputType, @Ctx() ctx: Context): Promise<BookingType> {
    const isAdmin = ctx.user?.role === 'admin';
    if (!isAdmin) await ctx.services.publicBookingLimit(ctx.ip);
    const booking = await ctx.services.bookings.createBooking(plain(input), isAdmin ? 'admin' : 'public', idempotentGraphqlCommandOptions(ctx));
    return isAdmin ? booking : publicReceipt(booking);
  }

  @Access('admin')
  @Mutation(() => BookingType, { description: 'Changes only the fields given; refused (CONFLICT, with the current booking) when expectedVersion is not its version.' })
  async updateBooking(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateBookingInputType) input: UpdateBookingInputType,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<BookingType> {
    return ctx.services.bookings.updateBooking(bookingId(id), plain(input), commandOptions(ctx, expectedVersion));
  }

  @Access('admin')
  @Mutation(() => BookingType, { description: 'Any configured status; completed and create_paid_invoice complete the booking.' })
  async changeBookingStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<BookingType> {
    return ctx.services.bookings.changeStatus(bookingId(id), status, commandOptions(ctx, expectedVersion));
  }

  @Access('admin')
  @Mutation(() => BookingType)
  async cancelBooking(
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<BookingType> {
    return ctx.services.bookings.cancelBooking(bookingId(id), commandOptions(ctx, expectedVersion));
  }

  @Access('admin')
  @Mutation(() => ID, { description: 'The booking leaves every list; its history stays readable.' })
  async deleteBooking(
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<string> {
    await ctx.services.bookings.deleteBooking(bookingId(id), commandOptions(ctx, expectedVersion));
    return id;
  }

  @Access('admin')
  @Mutation(() => PhotoUploadResultType, { description: 'Up to 10 images as data URLs; large files go through POST /api/bookings/{id}/photos.' })
  async uploadBookingPhotos(
    @Arg('id', () => ID) id: string,
    @Arg('photoType', () => PhotoKind) photoType: PhotoKind,
    @Arg('photos', () => [String]) photos: string[],
    @Ctx() ctx: Context,
  ): Promise<PhotoUploadResultType> {
    bookingId(id);
    if (photos.length > 10) throw new ValidationError(bookingMessages.tooManyPhotos, [{ path: 'photos', message: bookingMessages.tooManyPhotos }]);
    const files = photos.map((dataUrl, index) => {
      const decoded = decodeImageDataUrl(dataUrl);
      const bytes = 'bytes' in decoded ? decoded.bytes : Buffer.alloc(0);
      return { filename: `photo-${index + 1}`, truncated: false, read: async () => bytes };
    });
    const outcome = await ctx.services.bookings.uploadPhotos(id, photoType, files, commandOptions(ctx));
    return { uploaded: outcome.uploaded, failed: outcome.failed, version: outcome.version };
  }

  @Access('admin')
  @Mutation(() => BookingType)
  async removeBookingPhoto(
    @Arg('id', () => ID) id: string,
    @Arg('photoType', () => PhotoKind) photoType: PhotoKind,
    @Arg('path', () => String) path: string,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<BookingType> {
    return ctx.services.bookings.removePhoto(bookingId(id), photoType, path, commandOptions(ctx, expectedVersion));
  }

  @Access('admin')
  @Subscription(() => BookingChangeType, {
    description: 'Every booking created, updated or deleted, once the read model holds it. Admin only.',
    subscribe: ({ context }) => (context as Context).services.live.bookingChanges(),
  })
  bookingChanged(@Root() change: BookingChangeType): BookingChangeType {
    return change;
  }
}


