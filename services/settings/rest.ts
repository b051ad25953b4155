import { defaultBranding, LOGO_MAX_BYTES, settingsMessages } from '@detailing/schema';
import type { Request } from 'express';
import type { RestRoute } from '../api/access.js';
import type { RequestContext } from '../api/context.js';
import type { ApiServices } from '../api/services.js';
import { restCommandOptions as commandOptions, sendVersioned } from '../api/versions.js';
import { readPhotoUpload } from '../blobs/multipart.js';
import { ValidationError } from '../platform/errors.js';
import { getBusinessSettingsRecord, getCustomerMenuLinks, getCustomerMenuList, getLogo, getSmsTemplateList, versionedMenuItems, versionedTemplates } from './queries.js';

const refused = (message: string) => new ValidationError(message, [{ path: 'logo', message }]);

/** A logo sent as multipart/form-data: one file in the field `logo`, and optionally `logoName`. */
async function uploadedLogo(req: Request, ctx: RequestContext, services: ApiServices) {
  const upload = await readPhotoUpload(req, services.uploads, { files: 1, fileSize: LOGO_MAX_BYTES });
  try {
    if (upload.tooManyFiles) throw refused(settingsMessages.logoOneFile);
    const [file] = upload.files.filter((f) => f.field === 'logo');
    if (!file) throw refused(settingsMessages.logoMissing);
    if (file.truncated) throw refused(settingsMessages.logoTooLarge);
    return await services.settings.uploadLogo({ bytes: await file.read(), fileName: file.filename }, upload.fields.logoName, commandOptions(req, ctx));
  } finally {
    await upload.discard();
  }
}

const isMultipart = (req: Request) => /^multipart\/form-data\s*;/i.test(req.get('content-type') ?? '');

/**
 * `/api/settings/business`, `/branding`, `/sms`, `/sms-notifications`, `/customer-menu` and
 * `/logo`, and `/api/push/test`, of 001 §7.
 */
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
    // Customers' links (enabled, http(s), in sort order) for everyone; `?all=true` (admin) every item with its switch and order.
    method: 'GET',
    path: '/api/settings/customer-menu',
    role: 'public',
    adminOnlyQuery: { all: 'true' },
    handler: async (req, res, _ctx, services) => {
      if (req.query.all === 'true') {
        const list = await getCustomerMenuList(services.db.sql);
        sendVersioned(res, list.version, versionedMenuItems(list));
      } else {
        res.json(await getCustomerMenuLinks(services.db.sql));
      }
    },
  },
  {
    // `{ items: [{ title, url, isEnabled, sortOrder }] }` (or the bare list) replaces the whole menu.
    method: 'POST',
    path: '/api/settings/customer-menu',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      const list = await services.settings.saveCustomerMenu(req.body, commandOptions(req, ctx));
      sendVersioned(res, list.version, versionedMenuItems(list));
    },
  },
  {
    // The public may read the logo (001 §6).
    method: 'GET',
    path: '/api/settings/logo',
    role: 'public',
    handler: async (_req, res, _ctx, services) => {
      const logo = await getLogo(services.db.sql);
      sendVersioned(res, logo.version, logo);
    },
  },
  {
    // JSON `{ logoUrl: 'data:image/...', logoName }`, or multipart with the file in `logo`.
    method: 'POST',
    path: '/api/settings/logo',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      const logo = isMultipart(req) ? await uploadedLogo(req, ctx, services) : await services.settings.saveLogo(req.body, commandOptions(req, ctx));
      sendVersioned(res, logo.version, logo);
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
