import { graphql } from '@/gql';

/** The SMS account (its token masked), the notification templates and the reminder lead time, for the SMS tab. */
export const SmsSettingsQuery = graphql(`
  query SmsSettings {
    smsSettings {
      ...SmsAccountForm_settings
    }
    smsTemplates {
      id
      ...SmsTemplatesForm_template
    }
    smsReminderSettings {
      ...SmsReminderForm_settings
    }
  }
`);
