import { useCallback, useEffect, useRef, useState } from 'react';

/** How often, and for how long at most, a pending refocus looks whether the dialog has let focus go. */
const LOOK_EVERY_MS = 50;
const LOOK_AT_MOST = 60;

/**
 * A deletion removes the button a confirmation would give focus back to. Call `refocusSoon` after
 * one: once the dialog has closed, a focus left on nothing goes to the first `selector` inside
 * `ref` (the screen's Add button, its search box) instead of the page's start. It waits for the
 * dialog however long it takes to close (up to three seconds, on a slow device), and leaves alone
 * a focus the person has moved somewhere else meanwhile.
 */
export function useFocusAfterRemoval<T extends HTMLElement = HTMLDivElement>(selector: string) {
  const ref = useRef<T>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!pending) return;
    let looks = 0;
    const timer = setInterval(() => {
      const active = document.activeElement;
      // Still in the closing dialog: it gives focus back (to nothing) as it goes.
      if (active?.closest('[role="dialog"], [role="alertdialog"]') && ++looks < LOOK_AT_MOST) return;
      clearInterval(timer);
      setPending(false);
      if (active === null || active === document.body) ref.current?.querySelector<HTMLElement>(selector)?.focus();
    }, LOOK_EVERY_MS);
    return () => clearInterval(timer);
  }, [pending, selector]);
  const refocusSoon = useCallback(() => setPending(true), []);
  return { ref, refocusSoon };
}
