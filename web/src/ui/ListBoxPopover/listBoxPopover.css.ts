import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

/** The popover under a Select or ComboBox: at least as wide as its field, scrolling when long. */
export const listBoxPopover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '15rem',
  overflow: 'auto',
  padding: vars.space[1],
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

/** One choice in that popover (also its empty-state line). */
export const listBoxOption = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.muted },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
  },
});
