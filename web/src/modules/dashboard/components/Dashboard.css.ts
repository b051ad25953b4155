import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

export const panel = style({
  padding: vars.space[5],
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const cards = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: '1fr',
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginBottom: vars.space[4],
});

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const avatar = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.muted,
  color: vars.color.foreground,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const itemBody = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const itemName = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const itemMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.mutedForeground, overflowWrap: 'anywhere' });

export const itemSide = style({ flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space[1] });

export const itemTime = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const message = style({ padding: `${vars.space[6]} 0`, textAlign: 'center', color: vars.color.mutedForeground });

