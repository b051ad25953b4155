import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export const shell = style({ minHeight: '100vh' });

// Fixed 256 px sidebar from the medium width up; below it the drawer takes over (000 §2).
export const aside = style({
  display: 'none',
  '@media': {
    [breakpoints.md]: {
      display: 'block',
      position: 'fixed',
      top: 0,
      bottom: 0,
      left: 0,
      width: vars.layout.sidebarWidth,
      borderRight: `1px solid ${vars.color.border}`,
    },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  '@media': { [breakpoints.md]: { marginLeft: vars.layout.sidebarWidth } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '3.5rem',
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const smallOnly = style({ '@media': { [breakpoints.md]: { display: 'none' } } });

export const headerTitle = style([smallOnly, { fontWeight: vars.fontWeight.semibold }]);

export const spacer = style({ flex: 1 });

export const main = style({
  flex: 1,
  padding: vars.space[4],
  outline: 'none',
  '@media': { [breakpoints.md]: { padding: vars.space[8] } },
});
