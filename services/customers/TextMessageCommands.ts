import { textMessageStreamId } from '@detailing/schema';
import { fold } from '../commands/fold.js';
import { type CommandOptions, type CommandResult, CommandRunner } from '../commands/runner.js';
import type { EventStore } from '../eventstore/EventStore.js';
import type { Clock } from '../platform/clock.js';
import { type TextMessageCommand, textMessageDecider, type TextMessageState } from './textMessageDecider.js';

/** The life of each text message to a customer (started, sent, failed, skipped, retried), one stream per message key. */
export class TextMessageCommands {
  private readonly runner: CommandRunner;

  constructor(private readonly deps: { store: EventStore; clock: Clock }) {
    this.runner = new CommandRunner(deps);
  }

  /** Records one step; the caller's deterministic command id makes a re-run record it once. */
  record(messageKey: string, command: TextMessageCommand, options: CommandOptions): Promise<CommandResult<TextMessageState>> {
    return this.runner.run({ decider: textMessageDecider, streamId: textMessageStreamId(messageKey), commands: [command], options });
  }

  /** The message as its events have it now. */
  async state(messageKey: string): Promise<TextMessageState> {
    return fold(textMessageDecider, await this.deps.store.readStream(textMessageStreamId(messageKey)));
  }

  /** A person decided to send a parked text anyway: that decision is a fact, recorded before the job runs. */
  requestRetry(messageKey: string, options: CommandOptions): Promise<CommandResult<TextMessageState>> {
    return this.record(messageKey, { type: 'RequestRetry' }, options);
  }
}
