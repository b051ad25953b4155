import { globalStyle, style } from '@vanilla-extract/css';
import { actions } from '@/ui/Dialog/Dialog.css';
import { vars } from '@/ui/theme/vars.css';

export const message = style({ padding: `${vars.space[8]} 0`, textAlign: 'center', color: vars.color.mutedForeground });

/** On a narrow screen the table scrolls sideways inside its frame; the page itself does not. */
export const tableWrap = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg });

export const table = style({ width: '100%', minWidth: '38rem', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space[2]} ${vars.space[3]}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left', verticalAlign: 'middle' });
globalStyle(`${table} thead th`, { fontWeight: vars.fontWeight.semibold, color: vars.color.mutedForeground, background: vars.color.muted });
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });

// The name stays in view while a narrow screen scrolls the other columns under it.
const sticky = { position: 'sticky', left: 0, zIndex: 1, boxShadow: `inset -1px 0 0 ${vars.color.border}` } as const;

export const nameHeader = style({ ...sticky, background: vars.color.muted });

export const name = style({ ...sticky, background: vars.color.background, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

export const description = style({ color: vars.color.mutedForeground, overflowWrap: 'anywhere', minWidth: '10rem' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const rowActions = style({ display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: vars.space[1] });

export const note = style({ margin: `${vars.space[3]} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const form = style({ display: 'grid', gap: vars.space[5] });

/** A form's Cancel and Save at the end of a dialog. */
export const formActions = style([actions, { marginTop: vars.space[2] }]);
