import { Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';

@ObjectType('User')
export class UserType {
  @Field(() => ID) id!: string;
  @Field(() => String) username!: string;
  @Field(() => String, { nullable: true }) fullName!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String) role!: string;
}

@Resolver()
export class IdentityResolver {
  @Access('public')
  @Query(() => UserType, { nullable: true, description: 'The signed-in user, or null.' })
  me(@Ctx() ctx: RequestContext): UserType | null {
    return ctx.user;
  }
}
