import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

export const figures = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: '1fr',
  '@media': { [breakpoints.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const sectionHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3], flexWrap: 'wrap' });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const liveNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const message = style({ margin: 0, padding: `${vars.space[6]} 0`, textAlign: 'center', color: vars.color.mutedForeground });

export const failure = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.destructive });

export const tableWrap = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space[2]} ${vars.space[3]}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'middle' });
globalStyle(`${table} thead th`, { fontWeight: vars.fontWeight.semibold, color: vars.color.mutedForeground, background: vars.color.muted, whiteSpace: 'nowrap' });
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });

export const name = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.mutedForeground, fontSize: vars.fontSize.xs });

export const progressCell = style({ minWidth: '14rem' });

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });

export const cardHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

export const jobReason = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', color: vars.color.destructive });

// An id to quote or search the logs for: it breaks anywhere rather than widen a narrow card.
export const errorId = style({ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

export const jobActions = style({ display: 'flex', justifyContent: 'flex-end' });

// The rebuild's progress bar: a track and its fill, the percent and the events beside it.
export const progress = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const progressLabels = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[2], fontSize: vars.fontSize.xs, color: vars.color.mutedForeground, fontVariantNumeric: 'tabular-nums' });

export const progressTrack = style({ height: '0.5rem', borderRadius: vars.radius.full, background: vars.color.muted, overflow: 'hidden' });

export const progressFill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  transition: 'width 200ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
