import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

// Plain HTML styled here, not react-aria-components: the wizard's whole JavaScript has a budget (issue 13).

const ring = { outline: `2px solid ${vars.color.ring}`, outlineOffset: 2 } as const;

/** No min-height: the page is as tall as its content, which is the height the embedding iframe takes. */
export const wizard = style({ maxWidth: '42rem', margin: '0 auto', padding: vars.space[4] });

export const header = style({ marginBottom: vars.space[4] });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const stepOf = style({ fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const progress = style({ display: 'flex', gap: vars.space[1], margin: `${vars.space[2]} 0 0`, padding: 0, listStyle: 'none' });
export const progressItem = style({
  flex: 1,
  height: 4,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  selectors: { '&[data-done]': { background: vars.color.primary } },
});

export const card = style({
  padding: vars.space[4],
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const stepTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space[4], outline: 'none' });

export const fieldset = style({ border: 0, margin: `0 0 ${vars.space[4]}`, padding: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space[2], fontWeight: vars.fontWeight.medium });

export const choices = style({ display: 'grid', gap: vars.space[2] });
export const choiceGrid = style({ display: 'grid', gap: vars.space[2], gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' });
/** Days and slots: short labels on one line each, as many columns as fit (two at 375 px). */
export const slotGrid = style({ display: 'grid', gap: vars.space[2], gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))', whiteSpace: 'nowrap' });

/** A native radio or checkbox inside its label; the whole label is the target, the ring shows keyboard focus. */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    '&:has(input:focus-visible)': ring,
  },
});
export const choiceInput = style({ margin: '0.2rem 0 0', accentColor: vars.color.primary, flexShrink: 0 });
export const choiceBody = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });
export const choiceName = style({ fontWeight: vars.fontWeight.medium });
export const choiceMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const summary = style({ marginTop: vars.space[4], padding: vars.space[3], background: vars.color.muted, borderRadius: vars.radius.md });
export const summaryTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space[2] });
export const summaryList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space[1] });
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[2], fontSize: vars.fontSize.sm });
export const summaryTotal = style([summaryRow, { marginTop: vars.space[2], paddingTop: vars.space[2], borderTop: `1px solid ${vars.color.border}`, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md }]);

export const form = style({ display: 'grid', gap: vars.space[4] });
export const field = style({ display: 'grid', gap: vars.space[1] });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const input = style({
  width: '100%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  font: 'inherit',
  color: vars.color.foreground,
  background: vars.color.background,
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': ring, '&[aria-invalid="true"]': { borderColor: vars.color.destructive } },
});
export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.color.destructive });

export const terms = style({ display: 'flex', gap: vars.space[2], alignItems: 'flex-start', fontSize: vars.fontSize.sm, cursor: 'pointer' });

export const actions = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[2], marginTop: vars.space[4] });
const buttonBase = {
  minHeight: '2.75rem',
  padding: `${vars.space[2]} ${vars.space[4]}`,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
} as const;
export const primaryButton = style({
  ...buttonBase,
  marginLeft: 'auto',
  color: vars.color.primaryForeground,
  background: vars.color.primary,
  border: '1px solid transparent',
  selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover }, '&:focus-visible': ring, '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});
export const secondaryButton = style({
  ...buttonBase,
  color: vars.color.foreground,
  background: 'transparent',
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:hover': { background: vars.color.accent }, '&:focus-visible': ring },
});

export const alert = style({
  marginBottom: vars.space[4],
  padding: vars.space[3],
  fontSize: vars.fontSize.sm,
  color: vars.status.redFg,
  background: vars.status.redBg,
  borderRadius: vars.radius.md,
});
export const alertTitle = style({ fontWeight: vars.fontWeight.semibold });
export const muted = style({ color: vars.color.mutedForeground });

export const confirmed = style({ display: 'grid', gap: vars.space[3], textAlign: 'center' });
export const reference = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
