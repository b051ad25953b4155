import { completionMessageKey, textMessageStreamId } from '@detailing/schema';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { actorOf, type RequestContext, requireAdmin } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { handleCommand } from '../commands/handleCommand.js';
import { textMessageDecider } from '../customers/textMessageDecider.js';
import { newId } from '../platform/clock.js';
import { ValidationError } from '../platform/errors.js';

type Context = RequestContext & { services: ApiServices };

@ObjectType('FailedJob', { description: 'A background job that gave up (after retries, or at once for a permanent error).' })
class FailedJobType {
  @Field(() => String) queue!: string;
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) reason!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => String) failedAt!: string;
}

const QUEUES = ['invoices', 'sms'] as const;
const SMS_JOB = /^sms-booking-completed-(.+)$/;

@Resolver()
export class OperationsResolver {
  @Query(() => [FailedJobType])
  async failedJobs(@Ctx() ctx: Context): Promise<FailedJobType[]> {
    requireAdmin(ctx);
    return ctx.services.jobs.failedJobs();
  }

  @Mutation(() => Boolean, { description: 'Runs a failed job again; false when no such failed job exists.' })
  async retryJob(@Arg('queue', () => String) queue: string, @Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    requireAdmin(ctx);
    if (!QUEUES.includes(queue as (typeof QUEUES)[number])) throw new ValidationError('Unknown queue', [{ path: 'queue', message: 'Unknown queue' }]);
    const sms = SMS_JOB.exec(id);
    if (queue === 'sms' && sms) {
      // A person decided to send a parked text: that decision is a fact, recorded before the job runs.
      const messageKey = completionMessageKey(sms[1]!);
      const commandId = newId();
      await handleCommand(ctx.services.store, textMessageDecider, textMessageStreamId(messageKey), { type: 'RequestRetry' }, {
        commandId,
        actor: actorOf(ctx),
        correlationId: commandId,
        causationId: null,
        occurredAt: new Date().toISOString(),
      });
    }
    return ctx.services.jobs.retry(queue as (typeof QUEUES)[number], id);
  }
}
