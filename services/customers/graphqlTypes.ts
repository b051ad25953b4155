import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Customer', { description: 'A customer (001 §3) with their booking stats. Admin only.' })
export class CustomerType {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: 'How many events the customer has had; send it back as expectedVersion with a change.' }) version!: number;
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'As the user typed it.' }) mobile!: string;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) companyName!: string | null;
  @Field(() => String, { nullable: true, description: 'As typed; matched upper case without spaces.' }) vehicleRego!: string | null;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => String, { description: 'ISO instant' }) createdAt!: string;
  @Field(() => Int, { description: 'Bookings that are not deleted; placeholders never count.' }) totalBookings!: number;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd of the latest booking' }) lastBooking!: string | null;
}

@ObjectType('CustomerPage')
export class CustomerPageType {
  @Field(() => [CustomerType]) items!: CustomerType[];
  @Field(() => Int, { description: 'How many customers match, on every page.' }) total!: number;
}

@InputType('CustomerInput')
export class CustomerInputType {
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) mobile!: string;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) companyName?: string | null;
  @Field(() => String, { nullable: true }) vehicleRego?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@InputType('CustomerChanges', { description: 'Only the fields given change; null or empty clears an optional one. The e-mail never changes.' })
export class CustomerChangesType {
  @Field(() => String, { nullable: true }) fullName?: string | null;
  @Field(() => String, { nullable: true }) mobile?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) companyName?: string | null;
  @Field(() => String, { nullable: true }) vehicleRego?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@ObjectType('CustomerChange', { description: 'A customer registered, changed or deleted (customer null).' })
export class CustomerChangeType {
  @Field(() => ID) id!: string;
  @Field(() => CustomerType, { nullable: true }) customer!: CustomerType | null;
}
