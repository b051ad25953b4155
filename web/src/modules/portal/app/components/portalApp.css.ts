import { assignVars, style } from '@vanilla-extract/css';
import { focusRing } from '@/ui/focusRing/focusRing.css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { darkPalette, vars } from '@/ui/theme/vars.css';

const surface = {
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
} as const;

export const muted = style({ color: vars.color.mutedForeground, fontSize: vars.fontSize.sm });

export const loginPage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
  padding: vars.space[4],
  background: vars.color.muted,
});

export const loginCard = style({
  ...surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
  maxWidth: '26rem',
  padding: vars.space[6],
  boxShadow: vars.shadow.md,
});

export const loginTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: 1.2 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const page = style({ minHeight: '100vh', background: vars.color.muted });

export const header = style({ background: vars.color.card, borderBottom: `1px solid ${vars.color.border}` });

const width = style({ width: '100%', maxWidth: '64rem', margin: '0 auto', padding: `0 ${vars.space[4]}` });

export const headerInner = style([
  width,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[3],
    paddingTop: vars.space[4],
    paddingBottom: vars.space[4],
  },
]);

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: 1.2 });

export const headerActions = style({ display: 'flex', gap: vars.space[2] });

export const main = style([
  width,
  { display: 'flex', flexDirection: 'column', gap: vars.space[6], paddingTop: vars.space[6], paddingBottom: vars.space[12] },
]);

export const summary = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space[3], margin: 0, '@media': { [breakpoints.md]: { gap: vars.space[4] } } });

export const summaryCard = style({ ...surface, display: 'flex', flexDirection: 'column-reverse', gap: vars.space[1], padding: vars.space[4], margin: 0 });

export const summaryValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: 1.1 });

export const summaryLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const sectionTitle = style({ marginBottom: vars.space[3], fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const item = style([
  focusRing,
  {
    ...surface,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[2],
    width: '100%',
    padding: vars.space[4],
    fontFamily: 'inherit',
    fontSize: vars.fontSize.sm,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { borderColor: vars.color.input } },
  },
]);

export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0, flex: '1 1 12rem' });

export const itemTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const itemSide = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], fontWeight: vars.fontWeight.semibold });

export const empty = style({ ...surface, padding: vars.space[6], textAlign: 'center', color: vars.color.mutedForeground });

/** The booking and invoice dialog is dark in either theme (001 §2): the dark tokens, on this surface only. */
export const dark = style({
  vars: {
    ...assignVars(vars.color, darkPalette.color),
    ...assignVars(vars.status, darkPalette.status),
    ...assignVars(vars.shadow, darkPalette.shadow),
  },
  background: vars.color.card,
  color: vars.color.cardForeground,
  borderColor: vars.color.border,
  colorScheme: 'dark',
});

export const details = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space[4], rowGap: vars.space[2], fontSize: vars.fontSize.sm });

export const term = style({ color: vars.color.mutedForeground });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const block = style({ marginTop: vars.space[5] });

export const blockTitle = style({ marginBottom: vars.space[2], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const notes = style({ fontSize: vars.fontSize.sm, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const thumbs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space[2] });

export const thumb = style([
  focusRing,
  {
    display: 'block',
    width: '100%',
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    overflow: 'hidden',
    background: vars.color.muted,
    cursor: 'zoom-in',
    aspectRatio: '1',
  },
]);

export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const more = style({ marginTop: vars.space[2], fontSize: vars.fontSize.xs, color: vars.color.mutedForeground });

export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space[2], marginTop: vars.space[6] });
