import { style } from '@vanilla-extract/css';
import { card } from '@/ui/Card/Card.css';
import { focusRing } from '@/ui/focusRing/focusRing.css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

/** A titled block of the document (dates, Billed from, Billed to, items). */
export const section = style([card, { height: 'auto', gap: vars.space[4], minWidth: 0 }]);

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const sectionHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2], flexWrap: 'wrap' });

/** Side by side from tablet width; stacked on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

export const segmented = style({
  display: 'inline-flex',
  padding: vars.space[1],
  gap: vars.space[1],
  background: vars.color.muted,
  borderRadius: vars.radius.md,
  alignSelf: 'flex-start',
});

export const segment = style([
  focusRing,
  {
    padding: `${vars.space[2]} ${vars.space[4]}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.mutedForeground,
    cursor: 'pointer',
    selectors: {
      '&[data-selected]': { background: vars.color.background, color: vars.color.foreground, boxShadow: vars.shadow.sm },
    },
  },
]);

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** One item: stacked on a phone, one row on a wide screen. */
export const line = style({
  display: 'grid',
  gap: vars.space[3],
  alignItems: 'start',
  paddingBottom: vars.space[4],
  borderBottom: `1px solid ${vars.color.border}`,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': {
    [breakpoints.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) 6rem 7rem 7rem auto' },
  },
});

/** Name and description span the row on a phone. */
export const lineWide = style({
  gridColumn: '1 / -1',
  '@media': { [breakpoints.md]: { gridColumn: 'auto' } },
});

export const lineTotal = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], fontSize: vars.fontSize.sm });

export const lineTotalValue = style({ height: '2.5rem', display: 'flex', alignItems: 'center', fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });

export const lineRemove = style({
  gridColumn: '1 / -1',
  justifySelf: 'end',
  '@media': { [breakpoints.md]: { gridColumn: 'auto', alignSelf: 'end' } },
});

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.destructive });

export const toolbar = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap', alignItems: 'flex-end' });

export const totals = style({
  margin: 0,
  marginLeft: 'auto',
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: vars.space[6],
  rowGap: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const totalsValue = style({ margin: 0, textAlign: 'right' });

export const grandTotal = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2], flexWrap: 'wrap' });

export const customerCard = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.muted,
});

export const customerName = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const customerDetail = style({ fontStyle: 'normal', fontSize: vars.fontSize.sm, color: vars.color.mutedForeground, overflowWrap: 'anywhere' });

export const drafts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });

export const draft = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const draftSummary = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], fontSize: vars.fontSize.sm, minWidth: 0 });

export const draftTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.mutedForeground });

export const optionDetail = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.mutedForeground });

export const grow = style({ flex: '1 1 16rem', minWidth: 0 });

export const selectButton = style([
  focusRing,
  {
    height: '2.5rem',
    width: '100%',
    padding: `${vars.space[2]} ${vars.space[3]}`,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.sm,
    textAlign: 'left',
    color: vars.color.foreground,
    background: vars.color.background,
    border: `1px solid ${vars.color.input}`,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
  },
]);

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[4], minHeight: '2.5rem', alignItems: 'center' });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.ring}`, outlineOffset: 2 } },
});

export const radioBox = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.full,
  selectors: {
    [`${choice}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary, boxShadow: `inset 0 0 0 3px ${vars.color.background}` },
  },
});
