import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });

export const top = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

export const fields = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.mutedForeground });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const addForm = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });
