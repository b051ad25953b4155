import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.sidebar,
  color: vars.color.sidebarForeground,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[5]} ${vars.space[4]}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const nav = style({ flex: 1, overflowY: 'auto', padding: vars.space[3] });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

// A native button: React Aria's Button does not pass aria-current through.
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  width: '100%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.sidebarActive },
    '&:focus-visible': { outline: `2px solid ${vars.color.ring}`, outlineOffset: -2 },
    '&[aria-current="page"]': {
      background: vars.color.sidebarActive,
      color: vars.color.sidebarActiveForeground,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

export const userName = style({
  padding: `${vars.space[1]} ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const signOut = style({ justifyContent: 'flex-start', width: '100%', paddingLeft: vars.space[3] });
