import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '@/ui/focusRing/focusRing.css';
import { vars } from '@/ui/theme/vars.css';

export const button = recipe({
  base: [
    focusRing,
    style({
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space[2],
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      fontFamily: 'inherit',
      fontWeight: vars.fontWeight.medium,
      lineHeight: 1.2,
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      transition: 'background-color 120ms, color 120ms, border-color 120ms',
      selectors: {
        '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
        '&[data-pending]': { cursor: 'progress' },
      },
    }),
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryForeground,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.secondaryForeground,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.secondaryHover } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.foreground,
        borderColor: vars.color.border,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.accent } },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.accent } },
      },
      destructive: {
        background: vars.color.destructive,
        color: vars.color.destructiveForeground,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.destructiveHover } },
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, padding: `${vars.space[1]} ${vars.space[3]}`, minHeight: '2rem' },
      md: { fontSize: vars.fontSize.sm, padding: `${vars.space[2]} ${vars.space[4]}`, minHeight: '2.5rem' },
      lg: { fontSize: vars.fontSize.md, padding: `${vars.space[3]} ${vars.space[6]}`, minHeight: '2.75rem' },
      icon: { padding: 0, width: '2.5rem', height: '2.5rem' },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
