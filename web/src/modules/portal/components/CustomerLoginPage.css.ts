import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';
import { centeredRules } from '@/ui/CenteredPage/centeredRules';

export const page = style(centeredRules.page);

export const card = style(centeredRules.card);

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, textAlign: 'center' });

export const prompt = style({
  margin: `${vars.space[2]} 0 ${vars.space[6]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.mutedForeground,
  textAlign: 'center',
});

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.mutedForeground, textAlign: 'center' });

export const alert = style({
  marginBottom: vars.space[4],
  padding: vars.space[3],
  fontSize: vars.fontSize.sm,
  color: vars.status.redFg,
  background: vars.status.redBg,
  borderRadius: vars.radius.md,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** ui/TextField's states, for a native input: it has no React Aria data attributes. */
export const input = style({
  selectors: {
    '&:focus': { borderColor: vars.color.ring, boxShadow: `0 0 0 1px ${vars.color.ring}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.destructive },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 1px ${vars.color.destructive}` },
  },
});

/** ui/Button's primary states, for a native button. */
export const submit = style({
  selectors: {
    '&:hover, &:active': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.ring}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});
