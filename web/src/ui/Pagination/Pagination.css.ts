import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginTop: vars.space[6],
  fontSize: vars.fontSize.sm,
  color: vars.color.mutedForeground,
});

export const summary = style({ margin: 0 });

export const pageButtons = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });
