import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[3],
  marginBottom: vars.space[4],
  border: `1px solid ${vars.color.destructive}`,
  borderRadius: vars.radius.md,
  color: vars.color.cardForeground,
  fontSize: vars.fontSize.sm,
});
