import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fade} 200ms ease-out` },
    '&[data-exiting]': { animation: `${fade} 150ms ease-in reverse` },
  },
});

export const panel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: vars.layout.sidebarWidth,
  maxWidth: '85vw',
  background: vars.color.sidebar,
  color: vars.color.sidebarForeground,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} 200ms ease-out` },
    '&[data-exiting]': { animation: `${slideIn} 150ms ease-in reverse` },
  },
});

export const dialog = style({ height: '100%', outline: 'none' });
