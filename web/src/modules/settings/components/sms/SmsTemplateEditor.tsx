import { useRef } from 'react';
import { SMS_BODY_MAX } from '@detailing/schema/limits';
import { smsTemplateVariables } from '@detailing/schema/settings/smsTemplateText';
import { smsPreview } from '@/modules/settings/utils/smsPreview';
import { describeSmsSegments, smsSegments } from '@/modules/settings/utils/smsSegments';
import { Button } from '@/ui/Button/Button';
import { Switch } from '@/ui/Switch/Switch';
import { TextField } from '@/ui/TextField/TextField';
import * as styles from './sms.css';

export interface EditedSmsTemplate {
  id: string;
  name: string;
  description: string;
  enabled: boolean;
  message: string;
}

export interface SmsTemplateEditorProps {
  template: EditedSmsTemplate;
  /** The portal sign-in text and the reminder also take a link. */
  variables: readonly string[];
  errorMessage?: string;
  onChange(patch: Partial<EditedSmsTemplate>): void;
}

/** The variables every template may use (001 §9); the portal sign-in text and the reminder add `{{link}}`. */
export const variablesFor = smsTemplateVariables;

/** One notification template: on or off, its message with variables to insert, and how it would read. */
export function SmsTemplateEditor({ template, variables, errorMessage, onChange }: SmsTemplateEditorProps) {
  const messageBox = useRef<HTMLDivElement>(null);
  const preview = smsPreview(template.message, template.id);
  const titleId = `sms-template-${template.id}`;

  /** Puts `{{name}}` where the caret is (at the end when the message was never focused). */
  function insert(name: string) {
    const area = messageBox.current?.querySelector('textarea');
    const placeholder = `{{${name}}}`;
    const start = area?.selectionStart ?? template.message.length;
    const end = area?.selectionEnd ?? template.message.length;
    onChange({ message: template.message.slice(0, start) + placeholder + template.message.slice(end) });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  }

  return (
    <li className={styles.template} aria-labelledby={titleId}>
      <div className={styles.templateTop}>
        <div>
          <h3 id={titleId} className={styles.subheading}>
            {template.name}
          </h3>
          {template.description && <p className={styles.intro}>{template.description}</p>}
        </div>
        <Switch isSelected={template.enabled} onChange={(enabled) => onChange({ enabled })} aria-label={`${template.name} enabled`}>
          Enabled
        </Switch>
      </div>
      <div ref={messageBox}>
        <TextField
          label={`${template.name} message`}
          name={`${template.id}.message`}
          rows={4}
          maxLength={SMS_BODY_MAX}
          value={template.message}
          errorMessage={errorMessage}
          onChange={(message) => onChange({ message })}
        />
      </div>
      <div className={styles.chips} role="group" aria-label={`Insert a variable into ${template.name}`}>
        <span className={styles.chipsLabel} aria-hidden="true">
          Insert:
        </span>
        {variables.map((name) => (
          <Button key={name} size="sm" variant="outline" className={styles.chip} onPress={() => insert(name)}>
            {`{{${name}}}`}
          </Button>
        ))}
      </div>
      <div className={styles.preview} role="group" aria-label={`${template.name} preview`}>
        <span className={styles.previewLabel}>Preview</span>
        <p className={styles.previewText}>{preview}</p>
        <p className={styles.count}>{describeSmsSegments(smsSegments(preview))}</p>
      </div>
    </li>
  );
}
