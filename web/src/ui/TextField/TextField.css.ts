import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const input = style({
  height: '2.5rem',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.foreground,
  background: vars.color.background,
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focused]': { borderColor: vars.color.ring, boxShadow: `0 0 0 1px ${vars.color.ring}` },
    '&[data-invalid]': { borderColor: vars.color.destructive },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.color.destructive}` },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    // Shown, never typed in: it reads as a value, not as a box to fill.
    '&[readonly]': { background: vars.color.muted, borderColor: vars.color.border },
    '&::placeholder': { color: vars.color.mutedForeground },
  },
});

export const textArea = style([input, { height: 'auto', resize: 'vertical', lineHeight: 1.5 }]);

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.mutedForeground });

export const error = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.destructive,
});
