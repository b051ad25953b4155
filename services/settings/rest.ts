import { LOGO_MAX_BYTES, settingsMessages } from '@detailing/schema';
import type { Request } from 'express';
import type { RestRoute } from '../api/access.js';
import type { ApiServices } from '../api/services.js';
import { restCommandOptions as commandOptions, sendVersioned } from '../api/versions.js';
import { readPhotoUpload } from '../blobs/multipart.js';
import { ValidationError } from '../platform/errors.js';
import {
  getBranding,
  getBusinessSettingsRecord,
  getCustomerMenuLinks,
  getCustomerMenuList,
  getLogo,
  getPublicBookingSettingsRecord,
  getSmsReminderSettingsRecord,
  getSmsTemplateList,
  versionedMenuItems,
  versionedTemplates,
} from './queries.js';

/** One image sent as multipart/form-data, in the field `field`, with text fields beside it. */
interface ImageUpload {
  field: string;
  missing: string;
  oneFile: string;
  tooLarge: string;
}

const refused = (path: string, message: string) => new ValidationError(message, [{ path, message }]);

/** Reads the one image file of a multipart upload (the logo's, the login icon's) and hands it to `save`; the spooled file is discarded after. */
async function uploadedImage<T>(
  req: Request,
  services: ApiServices,
  upload: ImageUpload,
  save: (file: { bytes: Buffer; fileName: string }, fields: Record<string, string>) => Promise<T>,
): Promise<T> {
  const received = await readPhotoUpload(req, services.uploads, { files: 1, fileSize: LOGO_MAX_BYTES });
  try {
    if (received.tooManyFiles) throw refused(upload.field, upload.oneFile);
    const [file] = received.files.filter((f) => f.field === upload.field);
    if (!file) throw refused(upload.field, upload.missing);
    if (file.truncated) throw refused(upload.field, upload.tooLarge);
    return await save({ bytes: await file.read(), fileName: file.filename }, received.fields);
  } finally {
    await received.discard();
  }
}

const LOGO_UPLOAD: ImageUpload = { field: 'logo', missing: settingsMessages.logoMissing, oneFile: settingsMessages.logoOneFile, tooLarge: settingsMessages.logoTooLarge };
const LOGIN_ICON_UPLOAD: ImageUpload = {
  field: 'loginIcon',
  missing: settingsMessages.logoMissing,
  oneFile: settingsMessages.loginIconOneFile,
  tooLarge: settingsMessages.loginIconTooLarge,
};

const isMultipart = (req: Request) => /^multipart\/form-data\s*;/i.test(req.get('content-type') ?? '');

/**
 * `/api/settings/business`, `/branding`, `/sms`, `/sms-notifications`, `/customer-menu` and
 * `/logo`, and `/api/push/test`, of 001 §7; and `/public-bookings` (issues 13 and 31) and `/sms-reminders` (issue 31).
 */
export const settingsRoutes: RestRoute[] = [
  {
    // The public may read business settings (001 §6).
    method: 'GET',
    path: '/api/settings/business',
    role: 'public',
    cacheable: true,
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
    // The login gate shows it (001 §7: companyName, loginIcon, loginIconName).
    method: 'GET',
    path: '/api/settings/branding',
    role: 'public',
    cacheable: true,
    handler: async (_req, res, _ctx, services) => {
      const branding = await getBranding(services.db.sql);
      sendVersioned(res, branding.version, branding);
    },
  },
  {
    // JSON `{ companyName, loginIcon: 'data:image/...', loginIconName }`, or multipart with the file in `loginIcon`.
    method: 'POST',
    path: '/api/settings/branding',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      const options = commandOptions(req, ctx);
      const branding = isMultipart(req)
        ? await uploadedImage(req, services, LOGIN_ICON_UPLOAD, (file, fields) =>
            services.settings.uploadBranding(file, { companyName: fields.companyName, loginIconName: fields.loginIconName }, options),
          )
        : await services.settings.saveBranding(req.body, options);
      sendVersioned(res, branding.version, branding);
    },
  },
  {
    // Customers' links (enabled, http(s), in sort order) for everyone; `?all=true` (admin) every item with its switch and order.
    method: 'GET',
    path: '/api/settings/customer-menu',
    role: 'public',
    cacheable: true,
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
    cacheable: true,
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
      const options = commandOptions(req, ctx);
      const logo = isMultipart(req)
        ? await uploadedImage(req, services, LOGO_UPLOAD, (file, fields) => services.settings.uploadLogo(file, fields.logoName, options))
        : await services.settings.saveLogo(req.body, options);
      sendVersioned(res, logo.version, logo);
    },
  },
  {
    // The wizard's bound on each person's pending bookings and the cutoff for customers' own changes.
    method: 'GET',
    path: '/api/settings/public-bookings',
    role: 'admin',
    handler: async (_req, res, _ctx, services) => {
      const settings = await getPublicBookingSettingsRecord(services.db.sql);
      sendVersioned(res, settings.version, settings);
    },
  },
  {
    // `{ publicBookingsPerPerson?, selfServiceCutoffHours? }`: only the fields sent change.
    method: 'POST',
    path: '/api/settings/public-bookings',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      const settings = await services.settings.savePublicBookingSettings(req.body, commandOptions(req, ctx));
      sendVersioned(res, settings.version, settings);
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
    // The booking reminder's lead time: `{ reminderLeadHours, version }`.
    method: 'GET',
    path: '/api/settings/sms-reminders',
    role: 'admin',
    handler: async (_req, res, _ctx, services) => {
      const settings = await getSmsReminderSettingsRecord(services.db.sql);
      sendVersioned(res, settings.version, settings);
    },
  },
  {
    // `{ reminderLeadHours }`: whole hours from 1 to 72.
    method: 'POST',
    path: '/api/settings/sms-reminders',
    role: 'admin',
    handler: async (req, res, ctx, services) => {
      const settings = await services.settings.saveSmsReminderSettings(req.body, commandOptions(req, ctx));
      sendVersioned(res, settings.version, settings);
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
