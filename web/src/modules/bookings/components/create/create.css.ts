import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
  fontSize: vars.fontSize.xs,
});

export const row = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0, position: 'relative' });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const input = style({
  height: '2.5rem',
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.foreground,
  background: vars.color.background,
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  textAlign: 'left',
  selectors: {
    '&[data-focused], &[data-focus-visible]': { borderColor: vars.color.ring, boxShadow: `0 0 0 1px ${vars.color.ring}` },
    '&[data-invalid]': { borderColor: vars.color.destructive },
  },
});

export const textArea = style([input, { height: '5rem', resize: 'vertical' }]);

export const error = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.destructive });

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.mutedForeground });

export const optionDetail = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.mutedForeground });

export const choiceList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const serviceList = style({ display: 'grid', gap: vars.space[2] });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.ring}`, outlineOffset: 2 } },
});

export const radioBox = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.full,
  color: vars.color.primaryForeground,
  selectors: {
    [`${choice}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
  },
});

export const servicePrice = style({ marginLeft: 'auto', fontVariantNumeric: 'tabular-nums' });

export const serviceRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], width: '100%' });

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  paddingTop: vars.space[2],
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
});

export const notice = style({
  padding: vars.space[2],
  fontSize: vars.fontSize.xs,
  background: vars.color.muted,
  color: vars.color.mutedForeground,
  borderRadius: vars.radius.md,
});

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const switchTrack = style({
  width: '2.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.input,
  position: 'relative',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.ring}`, outlineOffset: 2 },
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 2,
      left: 2,
      width: '1rem',
      height: '1rem',
      borderRadius: vars.radius.full,
      background: vars.color.background,
      transition: 'transform 120ms',
    },
    [`${switchRoot}[data-selected] &::after`]: { transform: 'translateX(1rem)' },
  },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2], flexWrap: 'wrap' });

export const inlineHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2], flexWrap: 'wrap' });
