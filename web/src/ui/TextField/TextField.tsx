import type { InputHTMLAttributes } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string;
  description?: string;
  /** Shown, and announced, when set; marks the field invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** A number's bounds and step (`type="number"`): the browser's arrows and keys follow them. */
  numberBounds?: Pick<InputHTMLAttributes<HTMLInputElement>, 'min' | 'max' | 'step'>;
  /** Several lines of text (a description): a text area of this many rows. */
  rows?: number;
}

export function TextField({ label, description, errorMessage, placeholder, numberBounds, rows, ...props }: TextFieldProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      {rows ? (
        <TextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={styles.input} placeholder={placeholder} {...numberBounds} />
      )}
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
