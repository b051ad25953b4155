import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

export const message = style({ padding: `${vars.space[8]} 0`, textAlign: 'center', color: vars.color.mutedForeground });

export const card = style({
  // The opener's press area (below) covers the card.
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

export const badges = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space[1] });

export const name = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const fields = style({
  margin: 0,
  display: 'grid',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.mutedForeground,
  overflowWrap: 'anywhere',
});

globalStyle(`${fields} dd`, { margin: 0 });

export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.mutedForeground });

export const actions = style({ display: 'flex', gap: vars.space[1] });

/**
 * The card's View button reaches over the whole card (001: 'Click to view details'): a press
 * anywhere on it opens the details, and its keyboard focus rings the card. One button, so the
 * card stays an article with a heading, and no button sits inside another.
 */
export const opener = style({
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&[data-focus-visible]::after': { outline: `2px solid ${vars.color.ring}`, outlineOffset: 2 },
  },
});

/** The card's other buttons stay above the opener's press area and keep their own press. */
export const aboveOpener = style({ position: 'relative', zIndex: 1 });
