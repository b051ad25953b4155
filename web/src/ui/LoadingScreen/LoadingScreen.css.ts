import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const screen = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  color: vars.color.mutedForeground,
});
