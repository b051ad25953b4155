import {
  type Branding,
  SaveBrandingInput,
  SETTINGS_BRANDING_STREAM,
  type BusinessSettings,
  isMaskedAuthToken,
  type Logo,
  MAX_LENGTH,
  SaveCustomerMenuInput,
  SaveLogoInput,
  SETTINGS_CUSTOMER_MENU_STREAM,
  SETTINGS_LOGO_STREAM,
  maskAuthToken,
  SaveBusinessInfoInput,
  SavePublicBookingSettingsInput,
  type PublicBookingSettings,
  SETTINGS_PUBLIC_BOOKINGS_STREAM,
  SaveSmsReminderSettingsInput,
  SETTINGS_SMS_REMINDERS_STREAM,
  type SmsReminderSettings,
  SaveSmsSettingsInput,
  SaveSmsTemplatesInput,
  SendTestSmsInput,
  SETTINGS_BUSINESS_STREAM,
  SETTINGS_SMS_STREAM,
  SETTINGS_SMS_TEMPLATES_STREAM,
  settingsMessages,
  type SmsSettingsView,
  TestPushTypeInput,
} from '@detailing/schema';
import type { BlobStore } from '../blobs/BlobStore.js';
import type { Decider } from '../commands/decider.js';
import { fold } from '../commands/fold.js';
import { type CommandOptions, type CommandResult, CommandRunner } from '../commands/runner.js';
import type { EventStore } from '../eventstore/EventStore.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/database.js';
import { DomainError, ValidationError } from '../platform/errors.js';
import type { ProjectionWaiter } from '../platform/projectionWaiter.js';
import { parseInput } from '../platform/validation.js';
import { businessInfoDecider } from './businessInfoDecider.js';
import { publicBookingSettingsDecider } from './publicBookingSettingsDecider.js';
import { smsReminderSettingsDecider } from './smsReminderSettingsDecider.js';
import { customerMenuDecider } from './customerMenuDecider.js';
import { brandingDecider } from './brandingDecider.js';
import { logoDecider } from './logoDecider.js';
import { LOGIN_ICON_IMAGE as LOGIN_ICON, LOGO_IMAGE as LOGO, logoFromDataUrl, logoImage, type SettingsImageField } from './logoImage.js';
import {
  AUTH_TOKEN_PURPOSE,
  blobUrl,
  brandingViewOf,
  getBranding,
  getStoredBranding,
  type CustomerMenuList,
  getBusinessSettingsRecord,
  getCustomerMenuList,
  getPublicBookingSettingsRecord,
  getSmsReminderSettingsRecord,
  getLogo,
  getStoredLogo,
  logoViewOf,
  getSmsConfig,
  getSmsSettingsVersion,
  getSmsTemplateList,
  openAuthToken,
  type SmsConfig,
  smsConfigOf,
  type SmsTemplateList,
  type Versioned,
  versionedMenuItems,
  versionedTemplates,
} from './queries.js';
import { sealSecret } from './secretBox.js';
import type { SettingsKey } from './settingsKey.js';
import { type AuthTokenChange, smsSettingsDecider } from './smsSettingsDecider.js';
import { smsTemplatesDecider } from './smsTemplatesDecider.js';
import { type SmsAccount, type SmsSender, SmsSendError } from './sms/SmsSender.js';

/** Every settings stream feeds the one `settings` read model. */
const PROJECTION = 'settings';

/** Business Info, the SMS account and the SMS templates: written here, shared by GraphQL and REST. */
export class SettingsCommands {
  private readonly runner: CommandRunner;

  constructor(
    private readonly deps: {
      db: Database;
      store: EventStore;
      waiter: ProjectionWaiter;
      clock: Clock;
      key: SettingsKey;
      /** Where the logo image is kept (events carry its id). */
      blobs: BlobStore;
      /** A sender for the configured account (the real Twilio client, at TWILIO_API_BASE_URL). */
      smsSender: (account: SmsAccount) => SmsSender;
    },
  ) {
    this.runner = new CommandRunner(deps);
  }

  async saveBusinessInfo(raw: unknown, options: CommandOptions): Promise<Versioned<BusinessSettings>> {
    const changes = parseInput(SaveBusinessInfoInput, raw);
    const current = () => getBusinessSettingsRecord(this.deps.db.sql);
    const result = await this.save(businessInfoDecider, SETTINGS_BUSINESS_STREAM, { type: 'SaveBusinessInfo', changes }, options, current);
    if (result.caughtUp) return current();
    return { ...result.state, version: result.version };
  }

  /** The public booking wizard's bound on each person's upcoming pending bookings. */
  async savePublicBookingSettings(raw: unknown, options: CommandOptions): Promise<Versioned<PublicBookingSettings>> {
    const changes = parseInput(SavePublicBookingSettingsInput, raw);
    const current = () => getPublicBookingSettingsRecord(this.deps.db.sql);
    const result = await this.save(publicBookingSettingsDecider, SETTINGS_PUBLIC_BOOKINGS_STREAM, { type: 'SavePublicBookingSettings', changes }, options, current);
    if (result.caughtUp) return current();
    return { ...result.state, version: result.version };
  }

  /** The booking reminder's lead time. */
  async saveSmsReminderSettings(raw: unknown, options: CommandOptions): Promise<Versioned<SmsReminderSettings>> {
    const changes = parseInput(SaveSmsReminderSettingsInput, raw);
    const current = () => getSmsReminderSettingsRecord(this.deps.db.sql);
    const result = await this.save(smsReminderSettingsDecider, SETTINGS_SMS_REMINDERS_STREAM, { type: 'SaveSmsReminderSettings', changes }, options, current);
    if (result.caughtUp) return current();
    return { ...result.state, version: result.version };
  }

  /** The SMS account as screens see it: the token masked. */
  async smsSettings(): Promise<Versioned<SmsSettingsView>> {
    const [config, version] = await Promise.all([this.smsConfig(), getSmsSettingsVersion(this.deps.db.sql)]);
    return { ...viewOf(config), version };
  }

  /** The SMS account with its token opened, for whoever sends texts; null until first saved. */
  async smsConfig(): Promise<SmsConfig | null> {
    return getSmsConfig(this.deps.db.sql, await this.deps.key.forReading());
  }

  async saveSmsSettings(raw: unknown, options: CommandOptions): Promise<Versioned<SmsSettingsView>> {
    const input = parseInput(SaveSmsSettingsInput, raw);
    const authToken = await this.authTokenChange(input.authToken);
    const command = { type: 'SaveSmsSettings' as const, accountSid: input.accountSid, fromNumber: input.fromNumber, authToken };
    const result = await this.save(smsSettingsDecider, SETTINGS_SMS_STREAM, command, options, () => this.smsSettings());
    if (result.caughtUp) return this.smsSettings();
    return { ...viewOf(smsConfigOf(result.state, await this.deps.key.forReading())), version: result.version };
  }

  /** The templates, saved as one list; each one comes back carrying the list's version. */
  async saveSmsTemplates(raw: unknown, options: CommandOptions): Promise<SmsTemplateList> {
    const { templates } = parseInput(SaveSmsTemplatesInput, raw);
    const current = () => getSmsTemplateList(this.deps.db.sql);
    const command = { type: 'SaveSmsTemplates' as const, templates };
    const result = await this.save(smsTemplatesDecider, SETTINGS_SMS_TEMPLATES_STREAM, command, options, async () => versionedTemplates(await current()));
    if (result.caughtUp) return current();
    return { templates: [...result.state.templates], version: result.version };
  }

  /** The customer portal's Menu links, saved as one list in the order sent. */
  async saveCustomerMenu(raw: unknown, options: CommandOptions): Promise<CustomerMenuList> {
    const { items } = parseInput(SaveCustomerMenuInput, raw);
    const current = () => getCustomerMenuList(this.deps.db.sql);
    const command = { type: 'SaveCustomerMenu' as const, items };
    const result = await this.save(customerMenuDecider, SETTINGS_CUSTOMER_MENU_STREAM, command, options, async () => versionedMenuItems(await current()));
    if (result.caughtUp) return current();
    return { items: [...result.state.items], version: result.version };
  }

  /** `POST /api/settings/logo` as JSON: `logoUrl` a data URL (stored), the current URL (kept) or empty (removed). */
  async saveLogo(raw: unknown, options: CommandOptions): Promise<Versioned<Logo>> {
    const { logoUrl, logoName } = parseInput(SaveLogoInput, raw);
    const current = async () => (await getStoredLogo(this.deps.db.sql)).blobId;
    return this.recordLogo(await this.imageBlobFor(logoUrl, current, LOGO), logoName, options);
  }

  /** `POST /api/settings/logo` as a multipart upload: the file's name is the logo's name unless one is given. */
  async uploadLogo(file: { bytes: Buffer; fileName: string }, logoName: string | undefined, options: CommandOptions): Promise<Versioned<Logo>> {
    const name = parseInput(SaveLogoInput, { logoName: logoName ?? file.fileName.slice(0, MAX_LENGTH.NAME) }).logoName;
    return this.recordLogo(await this.storeImage(file.bytes, { ...LOGO, path: 'logo' }), name, options);
  }

  private async recordLogo(blobId: string | null | undefined, logoName: string | undefined, options: CommandOptions): Promise<Versioned<Logo>> {
    const current = () => getLogo(this.deps.db.sql);
    const result = await this.save(logoDecider, SETTINGS_LOGO_STREAM, { type: 'SaveLogo', blobId, logoName }, options, current);
    if (result.caughtUp) return current();
    return logoViewOf({ ...result.state, version: result.version });
  }

  /** `POST /api/settings/branding` as JSON: the company name, and `loginIcon` a data URL (stored), the current URL (kept) or empty (removed). */
  async saveBranding(raw: unknown, options: CommandOptions): Promise<Versioned<Branding>> {
    const { companyName, loginIcon, loginIconName } = parseInput(SaveBrandingInput, raw);
    const current = async () => (await getStoredBranding(this.deps.db.sql)).blobId;
    const blobId = await this.imageBlobFor(loginIcon, current, LOGIN_ICON);
    return this.recordBranding({ type: 'SaveBranding', companyName, blobId, loginIconName }, options);
  }

  /** `POST /api/settings/branding` as a multipart upload of the login icon (field `loginIcon`), with `companyName` and `loginIconName` optional. */
  async uploadBranding(
    file: { bytes: Buffer; fileName: string },
    fields: { companyName?: string; loginIconName?: string },
    options: CommandOptions,
  ): Promise<Versioned<Branding>> {
    const { companyName, loginIconName } = parseInput(SaveBrandingInput, {
      companyName: fields.companyName,
      loginIconName: fields.loginIconName ?? file.fileName.slice(0, MAX_LENGTH.NAME),
    });
    const blobId = await this.storeImage(file.bytes, { ...LOGIN_ICON, path: 'loginIcon' });
    return this.recordBranding({ type: 'SaveBranding', companyName, blobId, loginIconName }, options);
  }

  private async recordBranding(command: Parameters<typeof brandingDecider.decide>[0], options: CommandOptions): Promise<Versioned<Branding>> {
    const current = () => getBranding(this.deps.db.sql);
    const result = await this.save(brandingDecider, SETTINGS_BRANDING_STREAM, command, options, current);
    if (result.caughtUp) return current();
    return brandingViewOf({ ...result.state, version: result.version });
  }

  /** An uploaded image through the pipeline into the blob store: its blob id. */
  private async storeImage(bytes: Buffer, field: SettingsImageField): Promise<string> {
    const image = await logoImage(bytes, field);
    return (await this.deps.blobs.put(image.bytes, image.contentType)).id;
  }

  /**
   * The blob an image field names: a new image (data URL) is stored; the URL the image is served
   * at now keeps it. Any other URL would let a caller publish some other blob (a licence photo).
   */
  private async imageBlobFor(
    url: string | null | undefined,
    currentBlobId: () => Promise<string | null>,
    field: SettingsImageField,
  ): Promise<string | null | undefined> {
    if (url === undefined || url === null) return url;
    if (url.startsWith('data:')) {
      const { bytes, contentType } = await logoFromDataUrl(url, field);
      return (await this.deps.blobs.put(bytes, contentType)).id;
    }
    const blobId = await currentBlobId();
    if (blobId && url === blobUrl(blobId)) return blobId;
    throw new ValidationError(settingsMessages.logoImageOnly, [{ path: field.path, message: settingsMessages.logoImageOnly }]);
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

  /** Each settings group is one stream, saved as a whole; a stale save is answered with the group as it is now. */
  private save<C, E extends { type: string; data: object }, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    options: CommandOptions,
    current: () => Promise<unknown>,
  ): Promise<CommandResult<S>> {
    return this.runner.run({ decider, streamId, commands: [command], options, projections: [PROJECTION], current });
  }
}

const viewOf = (config: SmsConfig | null): SmsSettingsView => ({
  accountSid: config?.accountSid ?? '',
  authToken: maskAuthToken(config?.authToken ?? ''),
  fromNumber: config?.fromNumber ?? '',
  isConfigured: config?.isConfigured ?? false,
});
