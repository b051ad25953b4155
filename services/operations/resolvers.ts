import { completionMessageKey, confirmationMessageKey, reminderMessageKey, RetryJobInput } from '@detailing/schema';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { graphqlCommandOptions } from '../api/versions.js';
import { sqlBookingLookup } from '../bookings/published.js';
import { parseInput } from '../platform/validation.js';
import { projectionView, ProjectionType } from './graphqlTypes.js';
import type { ProjectionStatus } from './projectionStatuses.js';

type Context = RequestContext & { services: ApiServices };

@ObjectType('FailedJob', { description: 'A background job that gave up (after retries, or at once for a permanent error).' })
class FailedJobType {
  @Field(() => String) queue!: string;
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) reason!: string;
  @Field(() => String, { nullable: true, description: 'The id the failure was logged under; null for failures kept before ids were.' }) errorId!: string | null;
  @Field(() => Int) attempts!: number;
  @Field(() => String) failedAt!: string;
}

@ObjectType('JobQueue', { description: "A job queue's figures now." })
class JobQueueType {
  @Field(() => String) queue!: string;
  @Field(() => Int, { description: 'Jobs waiting for a worker.' }) waiting!: number;
  @Field(() => Int, { description: 'Jobs a worker is running.' }) active!: number;
  @Field(() => Int, { description: "Jobs waiting for their time: a retry's backoff, or a booking reminder not due yet." }) delayed!: number;
  @Field(() => Int, { description: 'Jobs that gave up (the failed jobs list).' }) failed!: number;
}

/** The text jobs' ids (completion, wizard confirmation): each names its booking, so its message. */
const SMS_JOB = /^sms-booking-(completed|confirmed)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** A booking's reminder job: its text is the reminder of the booking's start now. */
const REMINDER_JOB = /^reminder-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

@Resolver()
export class OperationsResolver {
  @Access('admin')
  @Query(() => [FailedJobType])
  async failedJobs(@Ctx() ctx: Context): Promise<FailedJobType[]> {
    return ctx.services.jobs.failedJobs();
  }

  @Access('admin')
  @Query(() => [JobQueueType], { description: 'Every job queue with its waiting, active, delayed and failed jobs.' })
  async jobQueues(@Ctx() ctx: Context): Promise<JobQueueType[]> {
    return ctx.services.jobs.counts();
  }

  @Access('admin')
  @Mutation(() => Boolean, { description: 'Runs a failed job again; false when no such failed job exists.' })
  async retryJob(@Arg('queue', () => String) rawQueue: string, @Arg('id', () => ID) rawId: string, @Ctx() ctx: Context): Promise<boolean> {
    const { queue, id } = parseInput(RetryJobInput, { queue: rawQueue, id: rawId });
    const sms = SMS_JOB.exec(id);
    if (queue === 'sms' && sms) {
      // A person decided to send a parked text: that decision is a fact, recorded before the job runs.
      const messageKey = sms[1] === 'confirmed' ? confirmationMessageKey(sms[2]!) : completionMessageKey(sms[2]!);
      await ctx.services.textMessages.requestRetry(messageKey, graphqlCommandOptions(ctx));
    }
    const reminder = REMINDER_JOB.exec(id);
    const booking = queue === 'reminders' && reminder ? await sqlBookingLookup(ctx.services.db.sql).booking(reminder[1]!) : null;
    if (booking) await ctx.services.textMessages.requestRetry(reminderMessageKey(booking.id, booking.date, booking.time), graphqlCommandOptions(ctx));
    return ctx.services.jobs.retry(queue, id);
  }

  @Access('admin')
  @Query(() => [ProjectionType], { description: 'Every registered read model: checkpoint, events behind (counted up to a cap), state, a rebuild under way and its progress, and who runs it.' })
  async projections(@Ctx() ctx: Context): Promise<ProjectionType[]> {
    return (await ctx.services.projections.list()).map(projectionView);
  }

  @Access('admin')
  @Subscription(() => ProjectionType, {
    description: "A read model's status each time it moves (from any process): live batches and rebuild progress, a few updates a second per read model at most, the last always.",
    subscribe: ({ context }) => (context as Context).services.projections.progress(),
  })
  projectionProgress(@Root() status: ProjectionStatus): ProjectionType {
    return projectionView(status);
  }
}
