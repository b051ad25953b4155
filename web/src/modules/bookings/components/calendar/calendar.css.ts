import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

/** 000 §2: booking cards are 50 px per hour with a minimum of 60 px. */
export const HOUR_HEIGHT_PX = 50;
export const MIN_CARD_HEIGHT_PX = 60;

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginBottom: vars.space[4],
});

export const group = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });

export const rangeTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const toggleGroup = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const toggle = style({
  padding: `${vars.space[1]} ${vars.space[3]}`,
  border: 'none',
  background: vars.color.background,
  color: vars.color.foreground,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryForeground },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.ring}` },
  },
});

export const live = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const dot = style({ width: 8, height: 8, borderRadius: vars.radius.full });

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const weekGrid = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem repeat(7, minmax(6.5rem, 1fr))',
  minWidth: '48rem',
});

export const dayHeader = style({
  padding: vars.space[2],
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
});

export const today = style({ background: vars.color.muted });

export const hourLabels = style({ display: 'flex', flexDirection: 'column' });

export const hourLabel = style({
  height: HOUR_HEIGHT_PX,
  padding: `0 ${vars.space[1]}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.mutedForeground,
  textAlign: 'right',
  boxSizing: 'border-box',
});

export const dayColumn = style({ position: 'relative', borderLeft: `1px solid ${vars.color.border}` });

/** Hovering a host reveals its add button. */
export const hoverHost = style({});

export const slot = style({
  height: HOUR_HEIGHT_PX,
  boxSizing: 'border-box',
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  padding: 2,
});

export const addButton = style({
  width: '1.5rem',
  height: '1.5rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.foreground,
  cursor: 'pointer',
  opacity: 0,
  outline: 'none',
  selectors: {
    [`${hoverHost}:hover &, &[data-focus-visible], &[data-hovered]`]: { opacity: 1 },
    '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.ring}` },
  },
});

export const eventCard = style({
  position: 'absolute',
  left: 2,
  right: 2,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  padding: vars.space[1],
  overflow: 'hidden',
  textAlign: 'left',
  fontSize: vars.fontSize.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.card,
  color: vars.color.cardForeground,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.ring}` } },
});

export const eventName = style({ fontWeight: vars.fontWeight.semibold });

/** One line of a week card; a long one ends in an ellipsis rather than pushing the rest out of the card. */
export const eventLine = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** The time and the status badge share a line, so a one-hour card still shows the services. */
export const eventRow = style({ display: 'flex', alignItems: 'center', gap: 4, maxWidth: '100%', minWidth: 0 });

export const monthGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(5.5rem, 1fr))',
  minWidth: '40rem',
});

export const monthCell = style({
  minHeight: '7rem',
  padding: vars.space[1],
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  borderTop: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
});

export const outside = style({ color: vars.color.mutedForeground, background: vars.color.muted });

export const monthCellTop = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });

export const monthEvent = style({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  width: '100%',
  padding: '1px 4px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.muted,
  color: vars.color.foreground,
  fontSize: vars.fontSize.xs,
  textAlign: 'left',
  cursor: 'pointer',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.ring}` } },
});

export const more = style({ fontSize: vars.fontSize.xs, color: vars.color.mutedForeground });

export const monthEventText = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
