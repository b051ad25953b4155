import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/vars.css';

/**
 * The rules of a page holding one card in the middle of the screen, shared by CenteredPage, the
 * customer login page and the admin sign-in gate. Rules, not classes: a page that changes one
 * property gets one class, never two whose order across stylesheets would decide.
 */
export const centeredRules = {
  page: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '100vh',
    padding: vars.space[4],
    background: vars.color.muted,
  },
  card: {
    width: '100%',
    maxWidth: '28rem',
    padding: vars.space[6],
    background: vars.color.card,
    color: vars.color.cardForeground,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
} satisfies Record<string, StyleRule>;
