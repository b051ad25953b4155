import { useState } from 'react';

/**
 * A sign-in or sign-up form's values and field errors; `field(name)` gives a TextField its name,
 * value, error and a change handler that clears the field's error as the user corrects it.
 */
export function useFormFields<T extends { [K in keyof T]: string }>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const field = <K extends keyof T & string>(name: K) => ({
    name,
    value: values[name],
    errorMessage: errors[name],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  return { values, errors, setErrors, field };
}
