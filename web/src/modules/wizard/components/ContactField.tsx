import type { InputHTMLAttributes } from 'react';
import * as css from './wizard.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
}

/** A labelled native input whose error is tied to it (aria-invalid, aria-describedby). */
export function ContactField({ name, label, value, error, onValue, ...input }: Props) {
  const id = `wizard-${name}`;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        className={css.input}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className={css.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}
