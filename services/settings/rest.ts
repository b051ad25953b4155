import { defaultBranding, settingsMessages } from '@detailing/schema';
import type { RestRoute } from '../api/access.js';
import { restCommandOptions as commandOptions, sendVersioned } from '../api/versions.js';
import { getBusinessSettingsRecord, getSmsTemplateList, versionedTemplates } from './queries.js';

/** `/api/settings/business`, `/branding`, `/sms` and `/sms-notifications`, and `/api/push/test`, of 001 §7. */
export const settingsRoutes: RestRoute[] = [
  {
    // The public may read business settings (001 §6).
    method: 'GET',
    path: '/api/settings/business',
    role: 'public',
    handler: async (_req, res, _ctx, services) => {
      const info = await getBusinessSettingsRecord(services.db.sql);
      sendVersioned(res, info.version, info);
    },
  },
  {
    method: 'POST',
    path: '/api/settings/business',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      const info = await services.settings.saveBusinessInfo(req.body, commandOptions(req, ctx));
      sendVersioned(res, info.version, info);
    },
  },
  {
    // The login gate shows it. Branding is editable once the settings context lands.
    method: 'GET',
    path: '/api/settings/branding',
    role: 'public',
    handler: (_req, res) => {
      res.json(defaultBranding);
    },
  },
  {
    method: 'GET',
    path: '/api/settings/sms',
    role: 'admin',
    handler: async (_req, res, _ctx, services) => {
      const sms = await services.settings.smsSettings();
      sendVersioned(res, sms.version, sms);
    },
  },
  {
    method: 'POST',
    path: '/api/settings/sms',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      const sms = await services.settings.saveSmsSettings(req.body, commandOptions(req, ctx));
      sendVersioned(res, sms.version, sms);
    },
  },
  {
    method: 'GET',
    path: '/api/settings/sms-notifications',
    role: 'admin',
    handler: async (_req, res, _ctx, services) => {
      const list = await getSmsTemplateList(services.db.sql);
      sendVersioned(res, list.version, versionedTemplates(list));
    },
  },
  {
    method: 'POST',
    path: '/api/settings/sms-notifications',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      const list = await services.settings.saveSmsTemplates(req.body, commandOptions(req, ctx));
      sendVersioned(res, list.version, versionedTemplates(list));
    },
  },
  {
    // `{ type: 'sms', to, message }`: answers with the provider's message id.
    method: 'POST',
    path: '/api/push/test',
    role: 'admin',
    handler: async (req, res, _ctx, services) => {
      const { providerMessageId } = await services.settings.sendTestSms(req.body);
      res.json({ message: settingsMessages.testSmsSent, providerMessageId });
    },
  },
];
