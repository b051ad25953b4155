import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const modal = style({
  width: '100%',
  maxWidth: '56rem',
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const dialog = style({ position: 'relative', padding: vars.space[4], outline: 'none' });

export const title = style({
  margin: 0,
  paddingRight: vars.space[10],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const close = style({ position: 'absolute', top: vars.space[3], right: vars.space[3] });

export const figure = style({
  margin: `${vars.space[4]} 0 0`,
  display: 'flex',
  justifyContent: 'center',
  background: vars.color.muted,
  borderRadius: vars.radius.md,
});

export const image = style({ display: 'block', maxWidth: '100%', maxHeight: '65vh', objectFit: 'contain' });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginTop: vars.space[3],
  fontSize: vars.fontSize.sm,
});
