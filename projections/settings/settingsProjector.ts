import { assertNever, type SettingsEvent } from '@detailing/schema';
import type { Projector } from '../runner/Projector.js';

/** Which `settings` row each event writes (001 §3 Setting: key, value, updatedAt). */
export const SETTINGS_KEYS = { business: 'business', sms: 'sms', smsTemplates: 'smsTemplates', customerMenu: 'customerMenu', logo: 'logo', branding: 'branding', publicBookings: 'publicBookings', smsReminders: 'smsReminders' } as const;

/**
 * One row per settings group, holding its value as last saved. A group with no row has never
 * been saved: readers use its defaults. The SMS row holds the sealed token, never the token.
 * Each row carries its group's version (its stream's), since a group is edited as a whole (version 2).
 */
export const settingsProjector: Projector = {
  name: 'settings',
  version: 2,
  handles: ['BusinessInfoSaved', 'SmsSettingsSaved', 'SmsTemplatesSaved', 'CustomerMenuSaved', 'LogoSaved', 'BrandingSaved', 'PublicBookingSettingsSaved', 'SmsReminderSettingsSaved'] satisfies SettingsEvent['type'][],

  migrations: [
    {
      id: 1,
      name: 'create settings',
      up: (tx) => tx`
        create table settings (
          key text primary key,
          value jsonb not null,
          updated_at timestamptz not null
        )`,
    },
    {
      // Each group's version, filled by projector version 2 (a rebuild) from its stream.
      id: 2,
      name: 'add version column',
      up: (tx) => tx`alter table settings add column version integer not null default 0`,
    },
  ],

  async apply(tx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as SettingsEvent;
    const save = async (key: string, value: unknown) => {
      await tx`
        insert into settings (key, value, updated_at, version)
        values (${key}, ${tx.json(value as never)}, ${recorded.metadata.occurredAt}, ${recorded.streamVersion})
        on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at, version = excluded.version`;
      return [{ model: 'settings', kind: 'updated' as const, id: key }];
    };
    switch (event.type) {
      case 'BusinessInfoSaved':
        return save(SETTINGS_KEYS.business, event.data);
      case 'SmsSettingsSaved':
        return save(SETTINGS_KEYS.sms, event.data);
      case 'SmsTemplatesSaved':
        return save(SETTINGS_KEYS.smsTemplates, event.data.templates);
      case 'CustomerMenuSaved':
        return save(SETTINGS_KEYS.customerMenu, event.data.items);
      case 'LogoSaved':
        // The blob id only: the image itself stays in the blob store.
        return save(SETTINGS_KEYS.logo, event.data);
      case 'BrandingSaved':
        // Likewise the login icon's blob id only.
        return save(SETTINGS_KEYS.branding, event.data);
      case 'PublicBookingSettingsSaved':
        return save(SETTINGS_KEYS.publicBookings, event.data);
      case 'SmsReminderSettingsSaved':
        return save(SETTINGS_KEYS.smsReminders, event.data);
      default:
        return assertNever(event);
    }
  },
};
