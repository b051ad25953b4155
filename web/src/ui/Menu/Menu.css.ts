import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const popover = style({
  minWidth: '9rem',
  padding: vars.space[1],
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const menu = style({ outline: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accent, color: vars.color.accentForeground },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const check = style({
  marginLeft: 'auto',
  visibility: 'hidden',
  selectors: { [`${item}[data-selected] &`]: { visibility: 'visible' } },
});
