import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@/ui/theme/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.muted,
    borderRadius: vars.radius.md,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      /** A line of small text, such as a card's title. */
      text: { height: '0.875rem', width: '45%' },
      /** A large figure, such as a card's value. */
      figure: { height: '2.25rem', width: '65%' },
      /** A row of a list. */
      row: { height: '3rem', width: '100%' },
      /** A chart or picture. */
      block: { height: '12rem', width: '100%' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
