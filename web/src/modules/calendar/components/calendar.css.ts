import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

/** The feed and the manual download side by side on a wide screen; stacked on a phone. */
export const columns = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

/**
 * A card of the page. Not composed from ui/Card's `card`: that one fills its grid cell (height 100%), and which of two equally specific
 * classes wins depends on the order the lazy chunks' stylesheets load in.
 */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[5],
  minWidth: 0,
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

/** A short value that reads as one word (the address hint). */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.5 });

export const muted = style([text, { color: vars.color.mutedForeground }]);

/** The one-time address warning: it must be read before the page is left. */
export const notice = style([
  text,
  {
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    background: vars.status.yellowBg,
    color: vars.status.yellowFg,
  },
]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** The URL and its Copy button: in a row, the field taking the room; the button under it on a phone. */
export const urlRow = style({
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [breakpoints.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

globalStyle(`${urlRow} input`, { fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, textOverflow: 'ellipsis' });

export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  fontSize: vars.fontSize.sm,
});

globalStyle(`${details} dt`, { color: vars.color.mutedForeground });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere', minWidth: 0 });

export const steps = style({ margin: 0, paddingLeft: vars.space[5], display: 'flex', flexDirection: 'column', gap: vars.space[2], fontSize: vars.fontSize.sm, lineHeight: 1.5 });

export const checkboxHelp = style([muted, { marginLeft: `calc(1rem + ${vars.space[2]})`, fontSize: vars.fontSize.xs }]);

export const figures = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });

export const failure = style([text, { color: vars.color.destructive }]);
