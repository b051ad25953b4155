/** Media queries shared by styles and scripts; "small" is below 768 px (spec 000 §2). */
export const breakpoints = {
  sm: 'screen and (min-width: 640px)',
  md: 'screen and (min-width: 768px)',
} as const;
