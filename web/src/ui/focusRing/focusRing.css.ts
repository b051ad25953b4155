import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

/** The keyboard focus outline, shown only where React Aria reports keyboard focus. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.ring}`,
      outlineOffset: 2,
    },
  },
});
