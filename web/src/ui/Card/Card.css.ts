import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

/** A raised card in a grid of them (a customer in the admin list, a booking in the portal). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  height: '100%',
  padding: vars.space[4],
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

/** A card's heading: long names wrap anywhere rather than widen the card. */
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

/** A card's details as a `dl`: muted terms beside their values, two columns. */
export const cardFields = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  fontSize: vars.fontSize.sm,
});

globalStyle(`${cardFields} dt`, { color: vars.color.mutedForeground });
globalStyle(`${cardFields} dd`, { margin: 0, overflowWrap: 'anywhere', minWidth: 0 });
