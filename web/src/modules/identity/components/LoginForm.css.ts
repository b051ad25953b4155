import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', marginTop: vars.space[2] });
