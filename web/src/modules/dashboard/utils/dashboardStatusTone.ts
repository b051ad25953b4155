import type { BadgeTone } from '@/ui/Badge/Badge.css';
import { bookingStatusTone } from '@/utils/statusTones';

/** 000 §9: on the dashboard, a status outside the known colours shows green (elsewhere, gray). */
export function dashboardStatusTone(status: string): BadgeTone {
  const tone = bookingStatusTone(status);
  return tone === 'gray' ? 'green' : tone;
}
