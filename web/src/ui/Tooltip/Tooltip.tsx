import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

/**
 * Spec 000 §9: open after 700 ms; the 300 ms skip delay maps to React Aria's close delay
 * (its cross-tooltip warm-up window is fixed by the library at 500 ms or more).
 */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** A hover/focus hint for a React Aria button; the button still needs its own aria-label. */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS}>
      {children}
      <AriaTooltip offset={6} className={styles.tooltip}>
        {label}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
