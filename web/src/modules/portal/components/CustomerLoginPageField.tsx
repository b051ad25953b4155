import { type InputHTMLAttributes, useId } from 'react';
import * as fieldStyles from '@/ui/TextField/TextField.css';
import * as styles from './CustomerLoginPage.css';

interface CustomerLoginPageFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'> {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  /** Shown beside the field, and announced with it, when set; marks the field invalid. */
  errorMessage?: string;
}

/**
 * A labelled text input for the login page, on the platform's own elements: the page is the
 * portal's front door on phones, and React Aria's TextField cost it main-thread time at start
 * (issue 12). Same look as `ui/TextField`, and the same semantics: label, aria-invalid, the
 * error as the input's description.
 */
export function CustomerLoginPageField({ label, name, value, onChange, errorMessage, ...input }: CustomerLoginPageFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${fieldStyles.input} ${styles.input}`}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
      />
      {errorMessage && (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
