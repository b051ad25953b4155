import { Field, ID, ObjectType } from 'type-graphql';

// The parts of a history entry every context's history shares (bookings, invoices).

@ObjectType('Actor')
export class ActorType {
  @Field(() => String) kind!: string;
  @Field(() => ID, { nullable: true }) id!: string | null;
  @Field(() => String, { nullable: true }) name!: string | null;
}

@ObjectType('FieldChange')
export class FieldChangeType {
  @Field(() => String) field!: string;
  @Field(() => String, { nullable: true, description: 'JSON of the value before' }) from!: string | null;
  @Field(() => String, { nullable: true, description: 'JSON of the value after' }) to!: string | null;
}
