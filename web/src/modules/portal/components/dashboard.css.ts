import { style } from '@vanilla-extract/css';
import { focusRing } from '@/ui/focusRing/focusRing.css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export const page = style({ minHeight: '100vh', background: vars.color.background, color: vars.color.foreground });

export const main = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space[4]} ${vars.space[4]} ${vars.space[10]}`,
  '@media': { [breakpoints.md]: { padding: `${vars.space[6]} ${vars.space[6]} ${vars.space[12]}` } },
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const empty = style({
  padding: `${vars.space[10]} ${vars.space[4]}`,
  textAlign: 'center',
  color: vars.color.mutedForeground,
  background: vars.color.card,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const statGrid = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space[4]}`,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
});

export const statCard = style({
  padding: vars.space[4],
  background: vars.color.card,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const statLabel = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const statValue = style({ margin: `${vars.space[1]} 0 0`, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});

export { card, cardFields as fields, cardTitle } from '@/ui/Card/Card.css';

export const cardTop = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space[3] });

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginTop: 'auto',
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

export { linkButton } from '@/modules/invoicePreview/InvoicePreviewDialog.css';

export const thumbs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const thumbButton = style([
  focusRing,
  {
    display: 'block',
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    overflow: 'hidden',
    background: vars.color.muted,
    cursor: 'zoom-in',
  },
]);

export const thumbImage = style({ display: 'block', width: '5rem', height: '5rem', objectFit: 'cover' });

export const sectionTitle = style({ margin: `0 0 ${vars.space[2]}`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const notes = style({ margin: 0, fontSize: vars.fontSize.sm, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const stack = style({ display: 'grid', gap: vars.space[4], minWidth: 0 });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A term and its value kept together inside `fields` (a dl may group them in divs). */
export const fieldRow = style({ display: 'contents' });
