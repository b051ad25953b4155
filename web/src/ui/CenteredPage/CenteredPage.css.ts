import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const page = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  padding: vars.space[4],
  background: vars.color.muted,
});

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space[6],
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const body = style({ marginTop: vars.space[4], fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });
