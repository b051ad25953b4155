import {
  type BusinessSettings,
  isMaskedAuthToken,
  maskAuthToken,
  SaveBusinessInfoInput,
  SaveSmsSettingsInput,
  SaveSmsTemplatesInput,
  SendTestSmsInput,
  SETTINGS_BUSINESS_STREAM,
  SETTINGS_SMS_STREAM,
  SETTINGS_SMS_TEMPLATES_STREAM,
  settingsMessages,
  type SmsSettingsView,
  type SmsTemplate,
  TestPushTypeInput,
} from '@detailing/schema';
import type { Decider } from '../commands/decider.js';
import { fold, handleCommand } from '../commands/handleCommand.js';
import type { Actor, AppendResult, EventStore } from '../eventstore/EventStore.js';
import { type Clock, newId } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import { DomainError } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { parseInput } from '../platform/validation.js';
import { businessInfoDecider } from './businessInfoDecider.js';
import { AUTH_TOKEN_PURPOSE, getBusinessSettings, getSmsConfig, getSmsTemplates, openAuthToken, type SmsConfig, smsConfigOf } from './queries.js';
import { sealSecret } from './secretBox.js';
import type { SettingsKey } from './settingsKey.js';
import { type AuthTokenChange, smsSettingsDecider } from './smsSettingsDecider.js';
import { smsTemplatesDecider } from './smsTemplatesDecider.js';
import { type SmsAccount, type SmsSender, SmsSendError } from './sms/SmsSender.js';

export interface CommandOptions {
  actor: Actor;
  /** Idempotency key from the caller (an `Idempotency-Key` header); a fresh one otherwise. */
  commandId?: string;
  correlationId?: string;
}

/** Every settings stream feeds the one `settings` read model. */
const PROJECTION = 'settings';

/** Business Info, the SMS account and the SMS templates: written here, shared by GraphQL and REST. */
export class SettingsCommands {
  constructor(
    private readonly deps: {
      db: Database;
      store: EventStore;
      waiter: ProjectionWaiter;
      clock: Clock;
      key: SettingsKey;
      /** A sender for the configured account (the real Twilio client, at TWILIO_API_BASE_URL). */
      smsSender: (account: SmsAccount) => SmsSender;
    },
  ) {}

  async saveBusinessInfo(raw: unknown, options: CommandOptions): Promise<BusinessSettings> {
    const changes = parseInput(SaveBusinessInfoInput, raw);
    const result = await this.run(businessInfoDecider, SETTINGS_BUSINESS_STREAM, { type: 'SaveBusinessInfo', changes }, options);
    if (result.caughtUp) return getBusinessSettings(this.deps.db.sql);
    return fold(businessInfoDecider, await this.deps.store.readStream(SETTINGS_BUSINESS_STREAM));
  }

  /** The SMS account as screens see it: the token masked. */
  async smsSettings(): Promise<SmsSettingsView> {
    return viewOf(await this.smsConfig());
  }

  /** The SMS account with its token opened, for whoever sends texts; null until first saved. */
  async smsConfig(): Promise<SmsConfig | null> {
    return getSmsConfig(this.deps.db.sql, await this.deps.key.forReading());
  }

  async saveSmsSettings(raw: unknown, options: CommandOptions): Promise<SmsSettingsView> {
    const input = parseInput(SaveSmsSettingsInput, raw);
    const authToken = await this.authTokenChange(input.authToken);
    const command = { type: 'SaveSmsSettings' as const, accountSid: input.accountSid, fromNumber: input.fromNumber, authToken };
    const result = await this.run(smsSettingsDecider, SETTINGS_SMS_STREAM, command, options);
    if (result.caughtUp) return this.smsSettings();
    const state = fold(smsSettingsDecider, await this.deps.store.readStream(SETTINGS_SMS_STREAM));
    return viewOf(smsConfigOf(state, await this.deps.key.forReading()));
  }

  async saveSmsTemplates(raw: unknown, options: CommandOptions): Promise<SmsTemplate[]> {
    const { templates } = parseInput(SaveSmsTemplatesInput, raw);
    const result = await this.run(smsTemplatesDecider, SETTINGS_SMS_TEMPLATES_STREAM, { type: 'SaveSmsTemplates', templates }, options);
    if (result.caughtUp) return getSmsTemplates(this.deps.db.sql);
    return [...fold(smsTemplatesDecider, await this.deps.store.readStream(SETTINGS_SMS_TEMPLATES_STREAM)).templates];
  }

  /**
   * `POST /api/push/test`: one text through the configured account, nothing recorded. A refusal
   * that cannot pass (invalid number, wrong credentials) is a 400; one that may pass is a 502.
   */
  async sendTestSms(raw: unknown): Promise<{ providerMessageId: string }> {
    parseInput(TestPushTypeInput, raw);
    const config = await this.smsConfig();
    if (!config?.isConfigured) throw new DomainError('BAD_USER_INPUT', settingsMessages.twilioSettingsRequired);
    const { to, message } = parseInput(SendTestSmsInput, raw);
    try {
      return await this.deps.smsSender(config).send(to, message);
    } catch (error) {
      if (!(error instanceof SmsSendError)) throw error;
      throw new DomainError(error.permanent ? 'BAD_USER_INPUT' : 'BAD_GATEWAY', error.reason);
    }
  }

  /** Sealing draws a random nonce, so the same token sent again is kept rather than sealed anew. */
  private async authTokenChange(sent: string | undefined): Promise<AuthTokenChange> {
    if (sent === undefined || isMaskedAuthToken(sent)) return { kind: 'keep' };
    if (sent === '') return { kind: 'clear' };
    const current = fold(smsSettingsDecider, await this.deps.store.readStream(SETTINGS_SMS_STREAM)).authTokenCiphertext;
    if (current && openAuthToken(current, await this.deps.key.forReading()) === sent) return { kind: 'keep' };
    return { kind: 'replace', ciphertext: sealSecret(await this.deps.key.forSaving(), AUTH_TOKEN_PURPOSE, sent) };
  }

  private async run<C, E extends { type: string; data: object }, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    options: CommandOptions,
  ): Promise<AppendResult & { caughtUp: boolean }> {
    const commandId = options.commandId ?? newId();
    const result = await handleCommand(this.deps.store, decider, streamId, command, {
      commandId,
      actor: options.actor,
      correlationId: options.correlationId ?? commandId,
      causationId: null,
      occurredAt: this.deps.clock.now(),
    });
    const caughtUp = await this.deps.waiter.waitFor(PROJECTION, result.lastGlobalPosition);
    return { ...result, caughtUp };
  }
}

const viewOf = (config: SmsConfig | null): SmsSettingsView => ({
  accountSid: config?.accountSid ?? '',
  authToken: maskAuthToken(config?.authToken ?? ''),
  fromNumber: config?.fromNumber ?? '',
  isConfigured: config?.isConfigured ?? false,
});
