import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const track = style({
  flexShrink: 0,
  width: '2.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.input,
  position: 'relative',
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.primary },
    [`${root}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.ring}`, outlineOffset: 2 },
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 2,
      left: 2,
      width: '1rem',
      height: '1rem',
      borderRadius: vars.radius.full,
      background: vars.color.background,
      transition: 'transform 120ms',
    },
    [`${root}[data-selected] &::after`]: { transform: 'translateX(1rem)' },
  },
});
