import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const image = style({ display: 'block', width: '4rem', height: '4rem', objectFit: 'contain' });

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
});
