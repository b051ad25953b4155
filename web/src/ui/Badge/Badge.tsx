import type { ReactNode } from 'react';
import { badge, type BadgeTone } from './Badge.css';

export function Badge({ tone, children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={badge({ tone })}>{children}</span>;
}
