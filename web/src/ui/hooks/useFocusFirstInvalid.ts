import { useCallback, useRef } from 'react';

/** A form ref and a call that moves focus to its first invalid field once the errors have rendered. */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useCallback(() => {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }, []);
  return { formRef, focusFirstInvalid };
}
