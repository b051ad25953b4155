import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

export const modal = style({
  width: '100%',
  maxWidth: '44rem',
  maxHeight: '100%', // the overlay's box, clear of any toasts
  overflow: 'auto',
  background: vars.color.card,
  color: vars.color.cardForeground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const dialog = style({
  position: 'relative',
  padding: vars.space[4],
  outline: 'none',
  '@media': { '(min-width: 640px)': { padding: vars.space[6] } },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  paddingRight: vars.space[8],
  marginBottom: vars.space[4],
});

export const closeIcon = style({ position: 'absolute', top: vars.space[3], right: vars.space[3] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space[3],
  margin: 0,
});

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.mutedForeground });
export const value = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const serviceList = style({ listStyle: 'none', padding: 0, margin: `${vars.space[2]} 0`, fontSize: vars.fontSize.sm });
export const serviceRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[2], padding: `${vars.space[1]} 0` });
export const total = style([serviceRow, { fontWeight: vars.fontWeight.semibold, borderTop: `1px solid ${vars.color.border}` }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  marginTop: vars.space[6],
});

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space[4],
});

export const tab = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  borderBottom: '2px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': { borderBottomColor: vars.color.primary, fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.ring}`, outlineOffset: '-2px' },
  },
});

export const form = style({ display: 'grid', gap: vars.space[3] });
export const field = style({ display: 'grid', gap: vars.space[1], fontSize: vars.fontSize.sm });
export const control = style({
  font: 'inherit',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.foreground,
  minWidth: 0,
});
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  margin: 0,
  display: 'grid',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
});
export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });
export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.mutedForeground, margin: 0 });

export const thumbs = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
  gap: vars.space[2],
});
export const thumbItem = style({ position: 'relative' });
export const thumbButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  cursor: 'zoom-in',
  background: 'none',
});
export const thumbImage = style({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' });
export const removeButton = style({ position: 'absolute', top: vars.space[1], right: vars.space[1] });

export const viewerImage = style({ display: 'block', maxWidth: '100%', maxHeight: '60vh', margin: '0 auto', objectFit: 'contain' });
export const viewerBar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2], margin: `${vars.space[3]} 0` });
export const strip = style({ display: 'flex', gap: vars.space[2], overflowX: 'auto', listStyle: 'none', padding: 0, margin: 0 });
export const stripButton = style({
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.primary } },
});
export const stripImage = style({ display: 'block', width: '4rem', height: '3rem', objectFit: 'cover' });

export const licenceImage = style({ display: 'block', maxWidth: '100%', maxHeight: '10rem', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });

export const signatureCanvas = style({
  display: 'block',
  maxWidth: '100%',
  border: `1px solid ${vars.color.input}`,
  borderRadius: vars.radius.md,
  background: '#fff',
  touchAction: 'none',
  cursor: 'crosshair',
});

export const tabPanel = style({ outline: 'none', selectors: { '&[inert]': { display: 'none' } } });

export const downloadLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
});

export const startAligned = style({ justifySelf: 'start' });

export const unverified = style({
  display: 'grid',
  gap: vars.space[2],
  justifyItems: 'start',
  padding: vars.space[3],
  marginBottom: vars.space[3],
  fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const unverifiedText = style({ margin: 0 });
