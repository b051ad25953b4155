import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});

export const message = style({ padding: `${vars.space[8]} 0`, textAlign: 'center', color: vars.color.mutedForeground });
