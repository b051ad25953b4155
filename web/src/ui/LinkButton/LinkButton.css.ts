import { style } from '@vanilla-extract/css';
import { focusRing } from '@/ui/focusRing/focusRing.css';
import { vars } from '@/ui/theme/vars.css';

export const linkButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '1.5rem',
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.color.foreground,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-hovered]': { color: vars.color.mutedForeground },
    },
  },
]);
