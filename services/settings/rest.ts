import { Router } from 'express';
import { defaultBranding, settingsMessages } from '@detailing/schema';
import { requireAdmin } from '../api/context.js';
import { route } from '../api/http.js';
import type { ApiServices } from '../api/services.js';
import { restCommandOptions as commandOptions, sendVersioned } from '../api/versions.js';
import { getBusinessInfoRecord, getSmsTemplateList, versionedTemplates } from './queries.js';

/** Public reads the login gate needs. Branding is editable once the settings context lands. */
export function publicSettingsRoutes(): Router {
  const router = Router();
  router.get(
    '/branding',
    route((_req, res) => {
      res.json(defaultBranding);
    }),
  );
  return router;
}

/** `/api/settings/business`, `/sms` and `/sms-notifications` of 001 §7. */
export function settingsRoutes(services: ApiServices): Router {
  const router = Router();

  // Public: the public may read business settings (001 §6).
  router.get(
    '/business',
    route(async (_req, res) => {
      const info = await getBusinessInfoRecord(services.db.sql);
      sendVersioned(res, info.version, info);
    }),
  );

  router.post(
    '/business',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      const info = await services.settings.saveBusinessInfo(req.body, commandOptions(req, ctx));
      sendVersioned(res, info.version, info);
    }),
  );

  router.get(
    '/sms',
    route(async (_req, res, ctx) => {
      requireAdmin(ctx);
      const sms = await services.settings.smsSettings();
      sendVersioned(res, sms.version, sms);
    }),
  );

  router.post(
    '/sms',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      const sms = await services.settings.saveSmsSettings(req.body, commandOptions(req, ctx));
      sendVersioned(res, sms.version, sms);
    }),
  );

  router.get(
    '/sms-notifications',
    route(async (_req, res, ctx) => {
      requireAdmin(ctx);
      const list = await getSmsTemplateList(services.db.sql);
      sendVersioned(res, list.version, versionedTemplates(list));
    }),
  );

  router.post(
    '/sms-notifications',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      const list = await services.settings.saveSmsTemplates(req.body, commandOptions(req, ctx));
      sendVersioned(res, list.version, versionedTemplates(list));
    }),
  );

  return router;
}

/** `POST /api/push/test` `{ type: 'sms', to, message }`: answers with the provider's message id. */
export function pushRoutes(services: ApiServices): Router {
  const router = Router();
  router.post(
    '/test',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      const { providerMessageId } = await services.settings.sendTestSms(req.body);
      res.json({ message: settingsMessages.testSmsSent, providerMessageId });
    }),
  );
  return router;
}
