import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { graphqlCommandOptions } from '../api/versions.js';
import {
  BusinessInfoInputType,
  BusinessInfoType,
  SmsSettingsInputType,
  SmsSettingsType,
  SmsTemplateInputType,
  SmsTemplateType,
  SmsTestResultType,
} from './graphqlTypes.js';
import { getBusinessSettingsRecord, getSmsTemplateList, versionedTemplates } from './queries.js';

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
  @Mutation(() => [SmsTemplateType], { description: "Replaces the whole list; the two built-in templates must stay. Refused (CONFLICT) when expectedVersion is not the list's version." })
  async saveSmsTemplates(
    @Arg('templates', () => [SmsTemplateInputType]) templates: SmsTemplateInputType[],
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() ctx: Context,
  ): Promise<SmsTemplateType[]> {
    const options = graphqlCommandOptions(ctx, expectedVersion);
    return versionedTemplates(await ctx.services.settings.saveSmsTemplates({ templates: templates.map((t) => ({ ...t })) }, options));
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
