import { Field, ID, Int, ObjectType } from 'type-graphql';

// The portal's own view of a customer: a whitelist, never the admin `Customer` type (which
// carries notes, company and booking statistics).

@ObjectType('PortalCustomer', { description: 'A signed-in customer as the portal shows them to themselves.' })
export class PortalCustomerType {
  @Field(() => ID) id!: string;
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) mobile!: string;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true, description: 'As typed; the customer cannot change it.' }) vehicleRego!: string | null;
  @Field(() => Int, { description: 'Send back as expectedVersion when editing.' }) version!: number;
}

@ObjectType('PortalAccount', { description: 'The demo account (username and password) behind a session, if any.' })
export class PortalAccountType {
  @Field(() => String) username!: string;
  @Field(() => String, { nullable: true }) fullName!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
}

@ObjectType('PortalSession', { description: "The caller's customer session." })
export class PortalSessionType {
  @Field(() => PortalCustomerType, { nullable: true, description: 'Null for a demo account that has not linked a registration yet.' })
  customer!: PortalCustomerType | null;
  @Field(() => String, { nullable: true, description: 'The registration signed in with: upper case, no spaces.' }) vehicleRego!: string | null;
  @Field(() => PortalAccountType, { nullable: true }) account!: PortalAccountType | null;
  @Field(() => String, { description: 'yyyy-MM-dd in the business time zone: Upcoming is from this day on.' }) today!: string;
}
