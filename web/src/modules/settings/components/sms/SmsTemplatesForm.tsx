import { useState } from 'react';
import { settingsMessages } from '@detailing/schema/settings/messages';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { useSaveSmsTemplates } from '@/modules/settings/hooks/useSaveSmsTemplates';
import { Button } from '@/ui/Button/Button';
import { useFocusFirstInvalid } from '@/ui/hooks/useFocusFirstInvalid';
import type { FieldErrors } from '@/utils/serverFieldErrors';
import { type EditedSmsTemplate, SmsTemplateEditor, variablesFor } from './SmsTemplateEditor';
import * as styles from './sms.css';

export const SmsTemplatesForm_template = graphql(`
  fragment SmsTemplatesForm_template on SmsTemplate {
    id
    version
    name
    description
    enabled
    message
  }
`);

export interface SmsTemplatesFormProps {
  templates: readonly FragmentType<typeof SmsTemplatesForm_template>[];
  onConflict(): void;
}

/** An enabled template needs a message (the server's rule, with its message); `templates.N.message` as the server names it. */
function missingMessages(templates: readonly EditedSmsTemplate[]): FieldErrors {
  return Object.fromEntries(
    templates.flatMap((t, i) => (t.enabled && t.message.trim() === '' ? [[`templates.${i}.message`, settingsMessages.templateMessageRequired]] : [])),
  );
}

/** The notification templates (001 §2, §3), edited together and saved as one list. */
export function SmsTemplatesForm({ onConflict, ...props }: SmsTemplatesFormProps) {
  const loaded = getFragmentData(SmsTemplatesForm_template, props.templates);
  const [templates, setTemplates] = useState<EditedSmsTemplate[]>(() =>
    loaded.map(({ id, name, description, enabled, message }) => ({ id, name, description, enabled, message })),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const { save, saving } = useSaveSmsTemplates(loaded[0]?.version ?? null, onConflict);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  function change(index: number, patch: Partial<EditedSmsTemplate>) {
    setTemplates((current) => current.map((t, i) => (i === index ? { ...t, ...patch } : t)));
    setErrors((current) => ({ ...current, [`templates.${index}.message`]: undefined }) as FieldErrors);
  }

  function refuse(found: FieldErrors) {
    setErrors(found);
    focusFirstInvalid();
  }

  async function submit() {
    const missing = missingMessages(templates);
    if (Object.keys(missing).length > 0) return refuse(missing);
    const result = await save(templates.map((t) => ({ ...t, message: t.message.trim() })));
    if (result.outcome === 'invalid') refuse(result.errors);
  }

  return (
    <form
      ref={formRef}
      className={`${styles.card} ${styles.section}`}
      aria-labelledby="sms-templates-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="sms-templates-title" className={styles.heading}>
        Notification Templates
      </h2>
      <p className={styles.intro}>Variables in double braces are filled in for each customer when the text is sent.</p>
      <ul className={styles.templates}>
        {templates.map((template, index) => (
          <SmsTemplateEditor
            key={template.id}
            template={template}
            variables={variablesFor(template.id)}
            errorMessage={errors[`templates.${index}.message`]}
            onChange={(patch) => change(index, patch)}
          />
        ))}
      </ul>
      <div className={styles.actions}>
        <Button type="submit" isPending={saving}>
          Save Templates
        </Button>
      </div>
    </form>
  );
}
