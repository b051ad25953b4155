import { style, styleVariants } from '@vanilla-extract/css';
import type { BadgeTone } from '@/ui/Badge/Badge.css';
import { card } from '@/ui/FigureCard/FigureCard.css';
import { breakpoints } from '@/ui/theme/breakpoints';
import { vars } from '@/ui/theme/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

export const range = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const rangeFields = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [breakpoints.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 14rem))' } },
});

export const period = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const failure = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.destructive });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

export const cards = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: '1fr',
  '@media': {
    [breakpoints.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpoints.md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))' },
  },
});

/** A panel of the report (chart, list): the figure cards' frame. */
export const box = card;

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const service = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const rank = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryForeground,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const serviceName = style({ flex: 1, minWidth: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const serviceCount = style({ flexShrink: 0, fontSize: vars.fontSize.sm, color: vars.color.mutedForeground });

export const empty = style({ margin: 0, padding: `${vars.space[6]} 0`, textAlign: 'center', color: vars.color.mutedForeground });

export const chart = style([box, { margin: 0 }]);

export const plot = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: '12rem auto',
  columnGap: vars.space[2],
  rowGap: vars.space[1],
  fontSize: vars.fontSize.xs,
  color: vars.color.mutedForeground,
});

export const yAxis = style({ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', alignItems: 'flex-end', whiteSpace: 'nowrap' });

export const svg = style({ display: 'block', width: '100%', height: '100%', overflow: 'visible' });

export const axisLine = style({ stroke: vars.color.border, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' });

export const bar = style({ fill: vars.color.primary });

export const xAxis = style({ gridColumn: 2, display: 'flex', justifyContent: 'space-between', gap: vars.space[2], whiteSpace: 'nowrap' });

export const statusRows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space[3],
  rowGap: vars.space[2],
  fontSize: vars.fontSize.sm,
});

export const statusLabel = style({ overflowWrap: 'anywhere', maxWidth: '10rem' });

export const statusBar = style({ display: 'block', width: '100%', height: '1rem' });

export const statusTrack = style({ fill: vars.color.muted });

export const statusCount = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });

const fills: Record<BadgeTone, string> = {
  yellow: vars.status.yellowFg,
  blue: vars.status.blueFg,
  orange: vars.status.orangeFg,
  green: vars.status.greenFg,
  purple: vars.status.purpleFg,
  red: vars.status.redFg,
  indigo: vars.status.indigoFg,
  gray: vars.status.grayFg,
};

/** A status's bar in its badge colour (000 §9). */
export const toneFill = styleVariants(fills, (fill) => ({ fill }));

export const exportLink = style({ flexShrink: 0 });
