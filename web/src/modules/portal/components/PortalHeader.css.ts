import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export const header = style({ background: vars.color.card, borderBottom: `1px solid ${vars.color.border}` });

export const inner = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  '@media': { [breakpoints.md]: { padding: `${vars.space[4]} ${vars.space[6]}` } },
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], minWidth: 0 });

export const logo = style({ display: 'block', width: '2.5rem', height: '2.5rem', objectFit: 'contain', borderRadius: vars.radius.md });

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: 1.2, overflowWrap: 'anywhere' });

export const vehicle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });
