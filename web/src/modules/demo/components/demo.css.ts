import { style } from '@vanilla-extract/css';
import { focusRing } from '@/ui/focusRing/focusRing.css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export const page = style({
  minHeight: '100vh',
  padding: `${vars.space[8]} ${vars.space[4]}`,
  background: vars.color.muted,
  '@media': { [breakpoints.sm]: { padding: `${vars.space[12]} ${vars.space[6]}` } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], maxWidth: '30rem', margin: '0 auto' });

export const header = style({ textAlign: 'center' });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: 1.2 });

export const lead = style({ marginTop: vars.space[2], color: vars.color.mutedForeground });

export const card = style({
  padding: vars.space[4],
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { [breakpoints.sm]: { padding: vars.space[6] } },
});

export const tabList = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space[1],
  padding: vars.space[1],
  marginBottom: vars.space[6],
  background: vars.color.muted,
  borderRadius: vars.radius.md,
});

export const tab = style([
  focusRing,
  {
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderRadius: vars.radius.sm,
    textAlign: 'center',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.mutedForeground,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.color.foreground },
      '&[data-selected]': { background: vars.color.card, color: vars.color.foreground, boxShadow: vars.shadow.sm },
    },
  },
]);

export const panel = style([focusRing, { borderRadius: vars.radius.sm }]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const optional = style({ fontWeight: vars.fontWeight.normal, color: vars.color.mutedForeground });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], marginTop: vars.space[2] });

export const signedInAs = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const hint = style({ marginTop: vars.space[1], marginBottom: vars.space[4], fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });
