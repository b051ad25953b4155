import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';
import { centeredRules } from '@/ui/CenteredPage/centeredRules';

export const page = style(centeredRules.page);

export const card = style({
  ...centeredRules.card,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  maxWidth: '24rem',
  padding: vars.space[8],
  textAlign: 'center',
  boxShadow: vars.shadow.md,
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: 1.2 });

export const prompt = style({ color: vars.color.mutedForeground });
