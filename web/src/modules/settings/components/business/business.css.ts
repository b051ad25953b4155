import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export { card } from '@/ui/Card/Card.css';

export const form = style({ display: 'grid', gap: vars.space[5], maxWidth: '48rem' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const fields = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field as wide as the form (the address). */
export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

export const comboRow = style({ position: 'relative', display: 'flex' });

export const comboButton = style({
  position: 'absolute',
  insetBlock: 0,
  right: 0,
  width: '2.5rem',
  border: 'none',
  background: 'transparent',
  color: vars.color.mutedForeground,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.ring}`, outlineOffset: -2 } },
});

export const comboInput = style({ flex: 1, minWidth: 0, paddingRight: '2.5rem' });


/** The tab's cards, one under the other. */
export const stack = style({ display: 'grid', gap: vars.space[5] });
