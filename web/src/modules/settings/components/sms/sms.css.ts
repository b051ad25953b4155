import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export { card } from '@/ui/Card/Card.css';

export const tab = style({ display: 'grid', gap: vars.space[6], maxWidth: '48rem' });

export const section = style({ display: 'grid', gap: vars.space[4] });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const fields = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space[2] });

export const templates = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[4] });

export const template = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const templateTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space[3] });

export const chips = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2], fontSize: vars.fontSize.xs });

export const chipsLabel = style({ color: vars.color.mutedForeground });

export const chip = style({ fontFamily: vars.font.mono });

export const preview = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const previewLabel = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.mutedForeground });

export const previewText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const count = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.mutedForeground });
