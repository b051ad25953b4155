import { graphql } from '@/gql';

/** The SMS account (its token masked) and the notification templates, for the SMS tab. */
export const SmsSettingsQuery = graphql(`
  query SmsSettings {
    smsSettings {
      ...SmsAccountForm_settings
    }
    smsTemplates {
      id
      ...SmsTemplatesForm_template
    }
  }
`);
