import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

@ObjectType('Booking')
export class BookingType {
  @Field(() => ID) id!: string;
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) mobile!: string;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { description: 'yyyy-MM-dd' }) date!: string;
  @Field(() => String, { description: 'HH:mm' }) time!: string;
  @Field(() => String) vehicleType!: string;
  @Field(() => Int, { nullable: true }) modelYear!: number | null;
  @Field(() => String, { nullable: true }) vehicleRego!: string | null;
  @Field(() => [Int]) serviceIds!: number[];
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => String) status!: string;
  @Field(() => Boolean) termsAccepted!: boolean;
  @Field(() => String, { nullable: true }) termsAcceptedAt!: string | null;
  @Field(() => ID, { nullable: true }) invoiceId!: string | null;
  @Field(() => String) createdAt!: string;
}

export enum BookingChangeKind {
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
  DELETED = 'DELETED',
}
registerEnumType(BookingChangeKind, { name: 'BookingChangeKind' });

@ObjectType('BookingChange')
export class BookingChangeType {
  @Field(() => BookingChangeKind) kind!: BookingChangeKind;
  @Field(() => ID) bookingId!: string;
  @Field(() => BookingType, { nullable: true }) booking!: BookingType | null;
}

/** Every field is optional here so the server's rules answer with the spec's messages. */
@InputType('CreateBookingInput')
export class CreateBookingInputType {
  @Field(() => String, { nullable: true }) fullName?: string;
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) mobile?: string;
  @Field(() => String, { nullable: true }) address?: string;
  @Field(() => String, { nullable: true }) date?: string;
  @Field(() => String, { nullable: true }) time?: string;
  @Field(() => String, { nullable: true }) vehicleType?: string;
  @Field(() => Int, { nullable: true }) modelYear?: number;
  @Field(() => String, { nullable: true }) vehicleRego?: string;
  @Field(() => [Int], { nullable: true }) serviceIds?: number[];
  @Field(() => String, { nullable: true }) notes?: string;
  @Field(() => String, { nullable: true }) status?: string;
  @Field(() => Boolean, { nullable: true }) termsAccepted?: boolean;
}
