import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A deletion removes the button a confirmation would give focus back to. Call `refocusSoon` after
 * one: once the dialog has closed, a focus left on nothing goes to the first `selector` inside
 * `ref` (the screen's Add button, its search box) instead of the page's start.
 */
export function useFocusAfterRemoval<T extends HTMLElement = HTMLDivElement>(selector: string) {
  const ref = useRef<T>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setPending(false);
      if (document.activeElement === document.body) ref.current?.querySelector<HTMLElement>(selector)?.focus();
    }, 250);
    return () => clearTimeout(timer);
  }, [pending, selector]);
  const refocusSoon = useCallback(() => setPending(true), []);
  return { ref, refocusSoon };
}
