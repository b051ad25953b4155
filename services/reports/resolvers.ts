import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { ReportDatesInput } from '@detailing/schema';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { parseInput } from '../platform/validation.js';
import { ReportType } from './graphqlTypes.js';
import { reportFor } from './report.js';

type Context = RequestContext & { services: ApiServices };

@Resolver()
export class ReportResolver {
  @Access('admin')
  @Query(() => ReportType, {
    description: 'The figures of `from`..`to` (yyyy-MM-dd, both inclusive, in the business time zone, at most 3,660 days), from the reports read model.',
  })
  async report(@Arg('from', () => String) from: string, @Arg('to', () => String) to: string, @Ctx() ctx: Context): Promise<ReportType> {
    const range = parseInput(ReportDatesInput, { from, to });
    return reportFor(ctx.services.db.sql, ctx.services.catalogLookup, range, await ctx.services.timeZone());
  }
}

export const reportResolvers = [ReportResolver] as const;
