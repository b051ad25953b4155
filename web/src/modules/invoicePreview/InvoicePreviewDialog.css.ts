import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '@/ui/focusRing/focusRing.css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export const top = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space[3] });

export const logo = style({ display: 'block', maxWidth: '8rem', maxHeight: '3rem', objectFit: 'contain' });

export const docType = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, letterSpacing: '0.05em' });

export const parties = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: '1fr',
  fontSize: vars.fontSize.sm,
  '@media': { [breakpoints.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const party = style({ margin: 0, fontStyle: 'normal', overflowWrap: 'anywhere' });

export const partyTitle = style({ margin: `0 0 ${vars.space[1]}`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space[2]} ${vars.space[2]}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
globalStyle(`${table} th`, { fontWeight: vars.fontWeight.semibold, color: vars.color.mutedForeground });
globalStyle(`${table} .num`, { textAlign: 'right', whiteSpace: 'nowrap' });

export const totals = style({
  margin: `0 0 0 auto`,
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  fontSize: vars.fontSize.sm,
  width: 'max-content',
  maxWidth: '100%',
});

globalStyle(`${totals} dt`, { color: vars.color.mutedForeground });
globalStyle(`${totals} dd`, { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const strong = style({ fontWeight: vars.fontWeight.bold, color: vars.color.foreground });

export const stack = style({ display: 'grid', gap: vars.space[4], minWidth: 0 });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

/** A link that looks like an outline button (Download PDF: a real link, so the browser downloads it). */
export const linkButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    minHeight: '2rem',
    padding: `${vars.space[1]} ${vars.space[3]}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.foreground,
    textDecoration: 'none',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    selectors: { '&:hover': { background: vars.color.accent } },
  },
]);

