import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@/ui/theme/vars.css';

const tone = (bg: string, fg: string) => ({ background: bg, color: fg });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `2px ${vars.space[2]}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      yellow: tone(vars.status.yellowBg, vars.status.yellowFg),
      blue: tone(vars.status.blueBg, vars.status.blueFg),
      orange: tone(vars.status.orangeBg, vars.status.orangeFg),
      green: tone(vars.status.greenBg, vars.status.greenFg),
      purple: tone(vars.status.purpleBg, vars.status.purpleFg),
      red: tone(vars.status.redBg, vars.status.redFg),
      indigo: tone(vars.status.indigoBg, vars.status.indigoFg),
      gray: tone(vars.status.grayBg, vars.status.grayFg),
    },
  },
  defaultVariants: { tone: 'gray' },
});

export type BadgeTone = NonNullable<NonNullable<RecipeVariants<typeof badge>>['tone']>;
