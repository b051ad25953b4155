import { graphql } from '@/gql';

export const SaveSmsTemplatesMutation = graphql(`
  mutation SaveSmsTemplates($templates: [SmsTemplateInput!]!, $expectedVersion: Int) {
    saveSmsTemplates(templates: $templates, expectedVersion: $expectedVersion) {
      id
      version
      ...SmsTemplatesForm_template
    }
  }
`);
