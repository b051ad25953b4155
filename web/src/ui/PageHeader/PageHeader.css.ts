import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  marginBottom: vars.space[6],
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: 1.2 });

export const description = style({ marginTop: vars.space[1], color: vars.color.mutedForeground });
