import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const home = style({ marginTop: vars.space[6] });
