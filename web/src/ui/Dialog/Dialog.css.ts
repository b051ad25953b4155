import { keyframes, style } from '@vanilla-extract/css';
import { toastInset } from '@/ui/Toast/toastInset.css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const zoomIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[4],
  // Toasts sit at the top on small screens and at the bottom from `sm` up: the dialog stays clear of them.
  paddingTop: `max(${vars.space[4]}, ${toastInset})`,
  background: vars.color.overlay,
  '@media': {
    [breakpoints.sm]: { paddingTop: vars.space[4], paddingBottom: `max(${vars.space[4]}, ${toastInset})` },
  },
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} 120ms ease-in reverse` },
  },
});

export const modal = style({
  width: '100%',
  maxWidth: '28rem',
  // The overlay's box less its padding, which makes room for any toasts.
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-entering]': { animation: `${zoomIn} 150ms ease-out` },
    '&[data-exiting]': { animation: `${zoomIn} 120ms ease-in reverse` },
  },
});

export const dialog = style({
  position: 'relative',
  padding: vars.space[6],
  outline: 'none',
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.3,
  paddingRight: vars.space[8],
});

export const description = style({
  marginTop: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.mutedForeground,
});

export const body = style({ marginTop: vars.space[4] });

export const close = style({
  position: 'absolute',
  top: vars.space[3],
  right: vars.space[3],
  width: '2rem',
  height: '2rem',
});

/** A dialog's answers, at its end on the right (Cancel, then the action). */
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2], flexWrap: 'wrap' });
