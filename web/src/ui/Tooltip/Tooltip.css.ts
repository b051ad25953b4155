import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const tooltip = style({
  padding: `${vars.space[1]} ${vars.space[2]}`,
  fontSize: vars.fontSize.xs,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
});
