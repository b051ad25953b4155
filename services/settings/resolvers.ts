import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { graphqlCommandOptions } from '../api/versions.js';
import {
  BrandingInputType,
  BrandingType,
  BusinessInfoInputType,
  BusinessInfoType,
  CustomerMenuItemInputType,
  CustomerMenuItemType,
  CustomerMenuLinkType,
  LogoInputType,
  LogoType,
  PortalBrandingType,
  PublicBookingSettingsInputType,
  PublicBookingSettingsType,
  SmsReminderSettingsInputType,
  SmsReminderSettingsType,
  SmsSettingsInputType,
  SmsSettingsType,
  SmsTemplateInputType,
  SmsTemplateType,
  SmsTestResultType,
} from './graphqlTypes.js';
import {
  getBranding,
  getBusinessSettingsRecord,
  getCustomerMenuLinks,
  getCustomerMenuList,
  getLogo,
  getPortalBranding,
  getPublicBookingSettingsRecord,
  getSmsReminderSettingsRecord,
  getSmsTemplateList,
  versionedMenuItems,
  versionedTemplates,
} from './queries.js';

type Context = RequestContext & { services: ApiServices };

@Resolver()
export class SettingsResolver {
  @Access('public')
  @Query(() => BusinessInfoType, { description: 'Public: the login gate and customer screens show it (001 §6).' })
  async businessInfo(@Ctx() ctx: Context): Promise<BusinessInfoType> {
    return getBusinessSettingsRecord(ctx.services.db.sql);
  }

  @Access('admin')
  @Mutation(() => BusinessInfoType, { description: 'Changes only the fields given; refused (CONFLICT) when expectedVersion is not its version.' })
  async saveBusinessInfo(
    @Arg('input', () => BusinessInfoInputType) input: BusinessInfoInputType,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<BusinessInfoType> {
    return ctx.services.settings.saveBusinessInfo({ ...input }, graphqlCommandOptions(ctx, expectedVersion));
  }

  @Access('admin')
  @Query(() => PublicBookingSettingsType, { description: "The booking wizard's bound on each person's upcoming pending bookings, and the cutoff for customers' own changes." })
  async publicBookingSettings(@Ctx() ctx: Context): Promise<PublicBookingSettingsType> {
    return getPublicBookingSettingsRecord(ctx.services.db.sql);
  }

  @Access('admin')
  @Mutation(() => PublicBookingSettingsType, { description: 'Changes only the fields given; refused (CONFLICT) when expectedVersion is not its version.' })
  async savePublicBookingSettings(
    @Arg('input', () => PublicBookingSettingsInputType) input: PublicBookingSettingsInputType,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<PublicBookingSettingsType> {
    return ctx.services.settings.savePublicBookingSettings({ ...input }, graphqlCommandOptions(ctx, expectedVersion));
  }

  @Access('admin')
  @Query(() => SmsReminderSettingsType, { description: 'How many hours before a booking its reminder text goes out.' })
  async smsReminderSettings(@Ctx() ctx: Context): Promise<SmsReminderSettingsType> {
    return getSmsReminderSettingsRecord(ctx.services.db.sql);
  }

  @Access('admin')
  @Mutation(() => SmsReminderSettingsType, { description: 'Changes only the fields given; refused (CONFLICT) when expectedVersion is not its version.' })
  async saveSmsReminderSettings(
    @Arg('input', () => SmsReminderSettingsInputType) input: SmsReminderSettingsInputType,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<SmsReminderSettingsType> {
    return ctx.services.settings.saveSmsReminderSettings({ ...input }, graphqlCommandOptions(ctx, expectedVersion));
  }

  @Access('admin')
  @Query(() => SmsSettingsType, { description: 'Admin only; the auth token is masked.' })
  async smsSettings(@Ctx() ctx: Context): Promise<SmsSettingsType> {
    return ctx.services.settings.smsSettings();
  }

  @Access('admin')
  @Mutation(() => SmsSettingsType, { description: 'Refused (CONFLICT) when expectedVersion is not its version.' })
  async saveSmsSettings(
    @Arg('input', () => SmsSettingsInputType) input: SmsSettingsInputType,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<SmsSettingsType> {
    return ctx.services.settings.saveSmsSettings({ ...input }, graphqlCommandOptions(ctx, expectedVersion));
  }

  @Access('admin')
  @Query(() => [SmsTemplateType], { description: 'The SMS notification templates, in order. Admin only.' })
  async smsTemplates(@Ctx() ctx: Context): Promise<SmsTemplateType[]> {
    return versionedTemplates(await getSmsTemplateList(ctx.services.db.sql));
  }

  @Access('admin')
  @Mutation(() => [SmsTemplateType], { description: "Replaces the whole list; the built-in templates must stay. Refused (CONFLICT) when expectedVersion is not the list's version." })
  async saveSmsTemplates(
    @Arg('templates', () => [SmsTemplateInputType]) templates: SmsTemplateInputType[],
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<SmsTemplateType[]> {
    const options = graphqlCommandOptions(ctx, expectedVersion);
    return versionedTemplates(await ctx.services.settings.saveSmsTemplates({ templates: templates.map((t) => ({ ...t })) }, options));
  }

  @Access('public')
  @Query(() => [CustomerMenuLinkType], { description: "The customer portal's Menu links: enabled ones, http(s) only, in sort order." })
  async customerMenu(@Ctx() ctx: Context): Promise<CustomerMenuLinkType[]> {
    return getCustomerMenuLinks(ctx.services.db.sql);
  }

  @Access('admin')
  @Query(() => [CustomerMenuItemType], { description: 'Every customer menu item, in the order saved, with its switch and sort order. Admin only.' })
  async customerMenuItems(@Ctx() ctx: Context): Promise<CustomerMenuItemType[]> {
    return versionedMenuItems(await getCustomerMenuList(ctx.services.db.sql));
  }

  @Access('admin')
  @Mutation(() => [CustomerMenuItemType], { description: "Replaces the whole customer menu. Refused (CONFLICT) when expectedVersion is not the list's version." })
  async saveCustomerMenu(
    @Arg('items', () => [CustomerMenuItemInputType]) items: CustomerMenuItemInputType[],
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<CustomerMenuItemType[]> {
    const options = graphqlCommandOptions(ctx, expectedVersion);
    return versionedMenuItems(await ctx.services.settings.saveCustomerMenu({ items: items.map((item) => ({ ...item })) }, options));
  }

  @Access('public')
  @Query(() => LogoType, { description: 'The company logo; public (001 §6).' })
  async logo(@Ctx() ctx: Context): Promise<LogoType> {
    return getLogo(ctx.services.db.sql);
  }

  @Access('admin')
  @Mutation(() => LogoType, { description: 'Stores, keeps or removes the logo. Refused (CONFLICT) when expectedVersion is not its version.' })
  async saveLogo(
    @Arg('input', () => LogoInputType) input: LogoInputType,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<LogoType> {
    return ctx.services.settings.saveLogo({ ...input }, graphqlCommandOptions(ctx, expectedVersion));
  }

  @Access('public')
  @Query(() => BrandingType, { description: 'The admin login gate: company name and login icon; public (001 §7).' })
  async branding(@Ctx() ctx: Context): Promise<BrandingType> {
    return getBranding(ctx.services.db.sql);
  }

  @Access('admin')
  @Mutation(() => BrandingType, { description: 'Renames the company and stores, keeps or removes the login icon. Refused (CONFLICT) when expectedVersion is not its version.' })
  async saveBranding(
    @Arg('input', () => BrandingInputType) input: BrandingInputType,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<BrandingType> {
    return ctx.services.settings.saveBranding({ ...input }, graphqlCommandOptions(ctx, expectedVersion));
  }

  @Access('public')
  @Query(() => PortalBrandingType, { description: 'The customer portal header: the business name and the logo.' })
  async portalBranding(@Ctx() ctx: Context): Promise<PortalBrandingType> {
    return getPortalBranding(ctx.services.db.sql);
  }

  @Access('admin')
  @Mutation(() => SmsTestResultType, { description: 'Sends one text through the saved SMS account; nothing is recorded.' })
  async sendTestSms(
    @Arg('to', () => String) to: string,
    @Arg('message', () => String, { nullable: true }) message: string | null,
    @Ctx() ctx: Context,
  ): Promise<SmsTestResultType> {
    return ctx.services.settings.sendTestSms({ type: 'sms', to, message });
  }
}

export const settingsResolvers = [SettingsResolver] as const;
