import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('ReportServiceRank')
export class ReportServiceRankType {
  @Field(() => Int) rank!: number;
  @Field(() => Int) serviceId!: number;
  @Field(() => String, { description: "The service's name, kept for deleted services." }) name!: string;
  @Field(() => Int, { description: 'Counted bookings with this service.' }) bookings!: number;
}

@ObjectType('ReportStatusCount')
export class ReportStatusCountType {
  @Field(() => String) status!: string;
  @Field(() => String, { description: 'The configured label, or the status id when it is no longer configured.' }) label!: string;
  @Field(() => Int) bookings!: number;
}

@ObjectType('ReportDay')
export class ReportDayType {
  @Field(() => String) date!: string;
  @Field(() => Float, { description: 'Whole cents.' }) paidRevenueCents!: number;
  @Field(() => Int) bookings!: number;
}

/** The figures of 001 §9 over a range of business-zone dates; money in whole cents (Float: sums can pass 2^31). */
@ObjectType('Report')
export class ReportType {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => String, { description: 'The business time zone the range was read in.' }) timeZone!: string;
  @Field(() => Float, { description: 'Whole cents; revenue counts only paid invoices.' }) totalRevenueCents!: number;
  @Field(() => Float, { description: 'Whole cents.' }) paidRevenueCents!: number;
  @Field(() => Float, { description: 'Whole cents.' }) pendingRevenueCents!: number;
  @Field(() => Float, { description: "Whole cents: the recorded quotes of the range's bookings not yet completed (billed) or cancelled." })
  bookedRevenueCents!: number;
  @Field(() => Float, { description: 'Whole cents: paid revenue over completed bookings, rounded; 0 without completed bookings.' })
  averageBookingValueCents!: number;
  @Field(() => Int) totalInvoices!: number;
  @Field(() => Int) totalBookings!: number;
  @Field(() => Int) completedBookings!: number;
  @Field(() => Int) approvedBookings!: number;
  @Field(() => Int) pendingBookings!: number;
  @Field(() => Int) newCustomers!: number;
  @Field(() => [ReportServiceRankType]) topServices!: ReportServiceRankType[];
  @Field(() => [ReportStatusCountType]) bookingsByStatus!: ReportStatusCountType[];
  @Field(() => [ReportDayType], { description: 'Every date of the range, ascending, zeros included.' }) days!: ReportDayType[];
}
