import type { BadgeTone } from '@/ui/Badge/Badge.css';

// Spec 000 §9 status colours; anything unknown is gray.
const tones: Record<string, BadgeTone> = {
  pending: 'yellow',
  approved: 'blue',
  ready_for_pickup: 'orange',
  completed: 'green',
  aftercare: 'purple',
  cancelled: 'red',
  create_paid_invoice: 'indigo',
};

export function bookingStatusTone(status: string): BadgeTone {
  return tones[status] ?? 'gray';
}
