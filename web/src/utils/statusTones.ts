import type { BadgeTone } from '@/ui/Badge/Badge.css';

// Spec 000 §9 status colours, one set for the admin screens and the portal; anything unknown is gray.
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

/** 001 §4 invoice badges: yellow pending, green paid, red void. */
export function invoiceStatusTone(status: string): BadgeTone {
  return status === 'paid' ? 'green' : status === 'void' ? 'red' : status === 'pending' ? 'yellow' : 'gray';
}
