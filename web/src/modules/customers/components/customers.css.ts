import { globalStyle, style } from '@vanilla-extract/css';
import { actions } from '@/ui/Dialog/Dialog.css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[3],
  marginBottom: vars.space[4],
});

export const search = style({ flex: '1 1 16rem', minWidth: 0 });

export const selection = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3], fontSize: vars.fontSize.sm });

export const checkboxLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], cursor: 'pointer' });

export const checkbox = style({ width: '1.125rem', height: '1.125rem', margin: 0, accentColor: vars.color.primary, cursor: 'pointer' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});

export const message = style({ padding: `${vars.space[8]} 0`, textAlign: 'center', color: vars.color.mutedForeground });

export { card, cardFields as fields, cardTitle as name } from '@/ui/Card/Card.css';

export const cardSelected = style({ borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` });

export const cardTop = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] });

export const company = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  marginTop: 'auto',
  paddingTop: vars.space[2],
  borderTop: `1px solid ${vars.color.border}`,
});

/** A form's Cancel and Save at the end of a dialog. */
export const formActions = style([actions, { marginTop: vars.space[4] }]);

export const form = style({ display: 'grid', gap: vars.space[3] });

export const formGrid = style({
  display: 'grid',
  gap: vars.space[3],
  '@media': { [breakpoints.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ '@media': { [breakpoints.sm]: { gridColumn: '1 / -1' } } });

export const field = style({ display: 'grid', gap: vars.space[1], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const control = style({
  font: 'inherit',
  fontWeight: vars.fontWeight.normal,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.foreground,
  minWidth: 0,
  selectors: {
    '&:disabled': { background: vars.color.muted, color: vars.color.mutedForeground, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.ring}`, outlineOffset: '1px' },
  },
});

export const hint = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.normal, color: vars.color.mutedForeground });

export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.color.destructive, margin: 0 });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.mutedForeground, margin: 0 });

export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });

export const historyItem = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

/** A completed booking: a solid left rule and a check mark besides its green badge, so colour is not the only sign. */
export const historyCompleted = style({
  borderLeft: `4px solid ${vars.status.greenFg}`,
  background: vars.color.muted,
});

export const historyTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

export const historyWhen = style({ fontWeight: vars.fontWeight.semibold, margin: 0, fontSize: vars.fontSize.sm });

export const statusWithIcon = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });

export const importModes = style({ display: 'grid', gap: vars.space[3] });

export const progress = style({ display: 'grid', gap: vars.space[1], fontSize: vars.fontSize.sm });

export const progressTrack = style({ height: '0.5rem', borderRadius: vars.radius.full, background: vars.color.muted, overflow: 'hidden' });

export const progressFill = style({ height: '100%', background: vars.color.primary, transition: 'width 200ms linear' });

export const progressLabel = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[2] });

export const counts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(6rem, 1fr))',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
});

globalStyle(`${counts} > div`, { padding: vars.space[2], border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
globalStyle(`${counts} dt`, { color: vars.color.mutedForeground, fontSize: vars.fontSize.xs });
globalStyle(`${counts} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });

export const errorList = style({
  margin: 0,
  paddingLeft: vars.space[5],
  maxHeight: '10rem',
  overflow: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.foreground,
});

export const startAligned = style({ justifySelf: 'start' });
