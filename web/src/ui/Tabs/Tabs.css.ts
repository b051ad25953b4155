import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const tabList = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  maxWidth: '100%',
  overflowX: 'auto',
  gap: vars.space[1],
  padding: vars.space[1],
  background: vars.color.muted,
  borderRadius: vars.radius.md,
});

export const tab = style({
  padding: `${vars.space[1]} ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  color: vars.color.mutedForeground,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { background: vars.color.background, color: vars.color.foreground, boxShadow: vars.shadow.sm },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.ring}` },
  },
});

export const panel = style({
  outline: 'none',
  minWidth: 0,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.ring}` } },
});
