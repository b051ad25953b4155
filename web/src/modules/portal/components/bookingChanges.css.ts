import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

/** The booking details' "Change this booking" part: above the dialog's other actions, its own border. */
export const section = style({ display: 'grid', gap: vars.space[3], paddingTop: vars.space[4], borderTop: `1px solid ${vars.color.border}`, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, outline: 'none' });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const error = style({
  margin: 0,
  padding: vars.space[3],
  fontSize: vars.fontSize.sm,
  color: vars.status.redFg,
  background: vars.status.redBg,
  borderRadius: vars.radius.md,
});

/** The wizard's day and time lists, as long as they are: the dialog scrolls (one scroll, not one inside another). */
export const picker = style({ minWidth: 0 });

export const phone = style({ fontWeight: vars.fontWeight.semibold, color: 'inherit' });

/** The question before a cancellation, in place of the buttons that asked it. */
export const confirm = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[3],
  border: `1px solid ${vars.color.destructive}`,
  borderRadius: vars.radius.md,
});

export const question = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
