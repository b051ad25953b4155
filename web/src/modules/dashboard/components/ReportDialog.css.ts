import { style } from '@vanilla-extract/css';
import { focusRing } from '@/ui/focusRing/focusRing.css';
import { vars } from '@/ui/theme/vars.css';

export const tabList = style({
  display: 'flex',
  gap: vars.space[1],
  padding: vars.space[1],
  marginBottom: vars.space[4],
  background: vars.color.muted,
  borderRadius: vars.radius.md,
});

export const tab = style([
  focusRing,
  {
    flex: 1,
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textAlign: 'center',
    color: vars.color.mutedForeground,
    cursor: 'pointer',
    selectors: {
      '&[data-selected]': { background: vars.color.card, color: vars.color.foreground, boxShadow: vars.shadow.sm },
    },
  },
]);

export const dates = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  marginBottom: vars.space[4],
});

export const figures = style({ display: 'grid', gap: vars.space[3], gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))' });

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const figureLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const figureValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
