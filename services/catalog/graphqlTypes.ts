import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

/** Prices are dollars here (89.5), as in REST; the domain keeps cents. */
@ObjectType('Service')
export class ServiceType {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => Float) priceSedanHatch!: number;
  @Field(() => Float) priceSuv5!: number;
  @Field(() => Float) priceSuv7!: number;
  @Field(() => Float) priceUte!: number;
  @Field(() => Float) priceSedanHatch2025!: number;
  @Field(() => Float) priceSuv52025!: number;
  @Field(() => Float) priceSuv72025!: number;
  @Field(() => Float) priceUte2025!: number;
  @Field(() => Float) priceSedanHatchPre2025!: number;
  @Field(() => Float) priceSuv5Pre2025!: number;
  @Field(() => Float) priceSuv7Pre2025!: number;
  @Field(() => Float) priceUtePre2025!: number;
  @Field(() => Float) durationHours!: number;
  @Field(() => Boolean) active!: boolean;
  @Field(() => Boolean, { description: 'False hides the service from the public booking form.' }) showOnBookingForm!: boolean;
  @Field(() => String, { nullable: true, description: 'URL of the image, or null.' }) serviceImage!: string | null;
  // The bookkeeping fields below are resolved for admins only (ServiceResolver).
  @Field(() => Boolean, { description: 'Deleted services are only returned by id, for history. Admins only.' }) deleted!: boolean;
  @Field(() => String, { description: 'Admins only.' }) createdAt!: string;
  @Field(() => String, { description: 'Admins only.' }) updatedAt!: string;
  @Field(() => Int, { description: "This service's version; send it back as expectedVersion with a change." }) version!: number;
}

/** Every field is optional here so the server's rules answer with the spec's messages. */
@InputType('ServiceInput')
export class ServiceInputType {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => Float, { nullable: true }) priceSedanHatch?: number;
  @Field(() => Float, { nullable: true }) priceSuv5?: number;
  @Field(() => Float, { nullable: true }) priceSuv7?: number;
  @Field(() => Float, { nullable: true }) priceUte?: number;
  @Field(() => Float, { nullable: true }) priceSedanHatch2025?: number;
  @Field(() => Float, { nullable: true }) priceSuv52025?: number;
  @Field(() => Float, { nullable: true }) priceSuv72025?: number;
  @Field(() => Float, { nullable: true }) priceUte2025?: number;
  @Field(() => Float, { nullable: true }) priceSedanHatchPre2025?: number;
  @Field(() => Float, { nullable: true }) priceSuv5Pre2025?: number;
  @Field(() => Float, { nullable: true }) priceSuv7Pre2025?: number;
  @Field(() => Float, { nullable: true }) priceUtePre2025?: number;
  @Field(() => Float, { nullable: true }) durationHours?: number;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
  @Field(() => Boolean, { nullable: true }) showOnBookingForm?: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'An image data URL to upload, the current image URL to keep it, or an empty string to remove it.',
  })
  serviceImage?: string;
}

@ObjectType('VehicleType')
export class VehicleTypeType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => String) createdAt!: string;
  @Field(() => Int, { description: "This type's version; send it back as expectedVersion with a change." }) version!: number;
}

@InputType('VehicleTypeInput')
export class VehicleTypeInputType {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) description?: string;
  @Field(() => Boolean, { nullable: true, description: 'Ignored on creation: new types start active.' }) isActive?: boolean;
}

@ObjectType('BookingStatus')
export class BookingStatusType {
  @Field(() => ID, { description: 'What bookings store, e.g. ready_for_pickup.' }) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) label!: string;
  @Field(() => String) description!: string;
  @Field(() => Int, { description: 'The version of the whole list (it is saved as one); send it back as expectedVersion.' }) version!: number;
}

@InputType('BookingStatusInput')
export class BookingStatusInputType {
  @Field(() => String, { nullable: true }) id?: string;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) label?: string;
  @Field(() => String, { nullable: true }) description?: string;
}
