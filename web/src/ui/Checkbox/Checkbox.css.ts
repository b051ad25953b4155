import { style } from '@vanilla-extract/css';
import { focusRing } from '@/ui/focusRing/focusRing.css';
import { vars } from '@/ui/theme/vars.css';

export const checkbox = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[2],
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
  },
]);

/** The square, level with the middle of its label. */
export const box = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.sm,
  color: vars.color.primaryForeground,
  selectors: { [`${checkbox}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary } },
});
