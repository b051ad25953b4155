import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

export const name = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const when = style({ fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });
