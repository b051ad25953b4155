import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '@/ui/focusRing/focusRing.css';
import { vars } from '@/ui/theme/vars.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[3], marginBottom: vars.space[4] });

export const search = style({ flex: '1 1 16rem', minWidth: 0 });

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground, flexBasis: '100%' });

export const message = style({ padding: `${vars.space[8]} 0`, textAlign: 'center', color: vars.color.mutedForeground });

export const field = style({ display: 'grid', gap: vars.space[1] });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

/** A select's button: the filter reads like a field, a row's shows its status badge. */
export const selectButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[2],
    minHeight: '2.5rem',
    minWidth: '8rem',
    padding: `${vars.space[1]} ${vars.space[3]}`,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.sm,
    color: vars.color.foreground,
    background: vars.color.background,
    border: `1px solid ${vars.color.input}`,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    selectors: { '&[data-disabled]': { cursor: 'progress', opacity: 0.7 } },
  },
]);

export const rowSelectButton = style([selectButton, { minHeight: '2rem', minWidth: '7rem', padding: `0 ${vars.space[2]}` }]);

export const tableWrap = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space[2]} ${vars.space[3]}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'middle' });
globalStyle(`${table} thead th`, { fontWeight: vars.fontWeight.semibold, color: vars.color.mutedForeground, background: vars.color.muted });
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });

export const money = style({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const number = style({ fontWeight: vars.fontWeight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: vars.space[1] });

/** Download PDF: a real link (the browser downloads it) the size of an icon button. */
export const iconLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.5rem',
    height: '2.5rem',
    color: vars.color.foreground,
    borderRadius: vars.radius.md,
    selectors: { '&[data-hovered]': { background: vars.color.accent } },
  },
]);

export const deleteIcon = style({ color: vars.color.destructive });

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });

export const cardHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

/** 'Converted to invoice #N' / 'From quote #N': a link to the other document's preview. */
export const link = style([
  focusRing,
  {
    padding: 0,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.xs,
    color: vars.color.primary,
    background: 'none',
    border: 'none',
    textDecoration: 'underline',
    cursor: 'pointer',
    textAlign: 'left',
  },
]);

export const linkLine = style({ display: 'block', marginTop: vars.space[1] });
