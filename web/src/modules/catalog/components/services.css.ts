import { globalStyle, style } from '@vanilla-extract/css';
import { actions } from '@/ui/Dialog/Dialog.css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export { card, cardTitle as name } from '@/ui/Card/Card.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});

export const message = style({ padding: `${vars.space[8]} 0`, textAlign: 'center', color: vars.color.mutedForeground });

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.muted,
});

export const cardTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space[2] });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] });

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground, overflowWrap: 'anywhere' });

export const prices = style({ margin: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space[2] });

export const price = style({ padding: vars.space[2], borderRadius: vars.radius.md, background: vars.color.muted, fontSize: vars.fontSize.sm });

globalStyle(`${price} dt`, { fontSize: vars.fontSize.xs, color: vars.color.mutedForeground });
globalStyle(`${price} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginTop: 'auto',
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

export const form = style({ display: 'grid', gap: vars.space[5] });

export const formTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });

export const group = style({ display: 'grid', gap: vars.space[3], margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space[1], fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.mutedForeground });

export const priceGrid = style({
  display: 'grid',
  gap: vars.space[3],
  // minmax(0, …): a column may be narrower than an input's natural width, so four fit the dialog.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const switches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[6] });

export const imageField = style({ display: 'grid', gap: vars.space[2], justifyItems: 'start', fontSize: vars.fontSize.sm });

export const imageLabel = style({ fontWeight: vars.fontWeight.medium });

export const preview = style([image, { maxWidth: '20rem' }]);

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.destructive });

/** A form's Cancel and Save at the end of a dialog. */
export const formActions = style([actions, { marginTop: vars.space[2] }]);
