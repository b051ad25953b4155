import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';
import { centeredRules } from './centeredRules';

export const page = style(centeredRules.page);

export const card = style(centeredRules.card);

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const body = style({ marginTop: vars.space[4], fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });
