import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '@/ui/focusRing/focusRing.css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

// Top-right on small screens, bottom-right from the `sm` width up (spec 000 §2).
export const region = style([
  focusRing,
  {
    position: 'fixed',
    top: 0,
    right: 0,
    zIndex: 100,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    width: '100%',
    padding: vars.space[4],
    outline: 'none',
    '@media': {
      [breakpoints.sm]: { top: 'auto', bottom: 0 },
      [breakpoints.md]: { maxWidth: vars.layout.toastMaxWidth },
    },
  },
]);

export const toast = recipe({
  base: [
    focusRing,
    {
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: vars.space[4],
      width: '100%',
      padding: `${vars.space[4]} ${vars.space[4]} ${vars.space[4]} ${vars.space[6]}`,
      border: '1px solid',
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.md,
      animation: `${enter} 180ms ease-out`,
      '@media': {
        // People who ask for less motion get the toast at once, fully opaque.
        '(prefers-reduced-motion: reduce)': { animation: 'none' },
      },
    },
  ],
  variants: {
    variant: {
      default: { background: vars.color.card, color: vars.color.cardForeground, borderColor: vars.color.border },
      destructive: {
        background: vars.color.destructive,
        color: vars.color.destructiveForeground,
        borderColor: vars.color.destructive,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const title = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const description = style({ fontSize: vars.fontSize.sm, opacity: 0.9 });

export const close = style({ flexShrink: 0, width: '1.75rem', height: '1.75rem', color: 'inherit' });

export const action = style({ alignSelf: 'flex-start', marginTop: vars.space[1], color: 'inherit', borderColor: 'currentColor' });
