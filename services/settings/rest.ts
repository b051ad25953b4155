import { type Request, Router } from 'express';
import { defaultBranding, settingsMessages } from '@detailing/schema';
import { actorOf, type RequestContext, requireAdmin } from '../api/context.js';
import { route } from '../api/http.js';
import { commandIdOf } from '../api/idempotency.js';
import type { ApiServices } from '../api/services.js';
import { getBusinessInfo, getSmsTemplates } from './queries.js';
import type { CommandOptions } from './SettingsCommands.js';

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

const commandOptions = (req: Request, ctx: RequestContext): CommandOptions => ({ actor: actorOf(ctx), commandId: commandIdOf(req) });

/** `/api/settings/business`, `/sms` and `/sms-notifications` of 001 §7. */
export function settingsRoutes(services: ApiServices): Router {
  const router = Router();

  // Public: the public may read business settings (001 §6).
  router.get(
    '/business',
    route(async (_req, res) => {
      res.json(await getBusinessInfo(services.db.sql));
    }),
  );

  router.post(
    '/business',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      res.json(await services.settings.saveBusinessInfo(req.body, commandOptions(req, ctx)));
    }),
  );

  router.get(
    '/sms',
    route(async (_req, res, ctx) => {
      requireAdmin(ctx);
      res.json(await services.settings.smsSettings());
    }),
  );

  router.post(
    '/sms',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      res.json(await services.settings.saveSmsSettings(req.body, commandOptions(req, ctx)));
    }),
  );

  router.get(
    '/sms-notifications',
    route(async (_req, res, ctx) => {
      requireAdmin(ctx);
      res.json(await getSmsTemplates(services.db.sql));
    }),
  );

  router.post(
    '/sms-notifications',
    route(async (req, res, ctx) => {
      requireAdmin(ctx);
      res.json(await services.settings.saveSmsTemplates(req.body, commandOptions(req, ctx)));
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
