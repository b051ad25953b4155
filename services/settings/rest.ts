import type { Request } from 'express';
import { defaultBranding, settingsMessages } from '@detailing/schema';
import type { RestRoute } from '../api/access.js';
import { actorOf, type RequestContext } from '../api/context.js';
import { commandIdOf } from '../api/idempotency.js';
import { getBusinessSettings, getSmsTemplates } from './queries.js';
import type { CommandOptions } from './SettingsCommands.js';

const commandOptions = (req: Request, ctx: RequestContext): CommandOptions => ({ actor: actorOf(ctx), commandId: commandIdOf(req) });

/** `/api/settings/business`, `/branding`, `/sms` and `/sms-notifications`, and `/api/push/test`, of 001 §7. */
export const settingsRoutes: RestRoute[] = [
  {
    // The public may read business settings (001 §6).
    method: 'GET',
    path: '/api/settings/business',
    role: 'public',
    handler: async (_req, res, _ctx, services) => {
      res.json(await getBusinessSettings(services.db.sql));
    },
  },
  {
    method: 'POST',
    path: '/api/settings/business',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      res.json(await services.settings.saveBusinessInfo(req.body, commandOptions(req, ctx)));
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
      res.json(await services.settings.smsSettings());
    },
  },
  {
    method: 'POST',
    path: '/api/settings/sms',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      res.json(await services.settings.saveSmsSettings(req.body, commandOptions(req, ctx)));
    },
  },
  {
    method: 'GET',
    path: '/api/settings/sms-notifications',
    role: 'admin',
    handler: async (_req, res, _ctx, services) => {
      res.json(await getSmsTemplates(services.db.sql));
    },
  },
  {
    method: 'POST',
    path: '/api/settings/sms-notifications',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      res.json(await services.settings.saveSmsTemplates(req.body, commandOptions(req, ctx)));
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
