import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export { card } from '@/ui/Card/Card.css';

// The Logo, Branding, Status Management and Customer Menu tabs share these.

export const panel = style({ display: 'grid', gap: vars.space[5], maxWidth: '48rem' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.destructive });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const imageField = style({ display: 'grid', gap: vars.space[2] });

export const imageLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const fileInput = style({ maxWidth: '100%', fontSize: vars.fontSize.sm });

export const previews = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[4] });

export const figure = style({ margin: 0, display: 'grid', gap: vars.space[1], justifyItems: 'start' });

export const caption = style({ fontSize: vars.fontSize.xs, color: vars.color.mutedForeground, overflowWrap: 'anywhere' });

export const preview = style({
  display: 'block',
  width: '8rem',
  height: '8rem',
  objectFit: 'contain',
  padding: vars.space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.muted,
});
