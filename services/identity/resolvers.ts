import { Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { todayIn } from '@detailing/schema';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { PortalSessionType } from './portalGraphqlTypes.js';
import { portalMe } from './portalHttp.js';

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

  @Access('public')
  @Query(() => PortalSessionType, { nullable: true, description: "The caller's customer session, or null without one." })
  async portalSession(@Ctx() ctx: RequestContext & { services: ApiServices }): Promise<PortalSessionType | null> {
    if (!ctx.customer) return null;
    const [me, timeZone] = await Promise.all([portalMe(ctx.services.db.sql, ctx.customer), ctx.services.timeZone()]);
    return { ...me, today: todayIn(timeZone) };
  }
}
