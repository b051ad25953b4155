import type { ToastContent } from '@/ui/Toast/ToastContent';

export type BookingChangeKindName = 'CREATED' | 'UPDATED' | 'DELETED';

/** The toast shown when a booking changes elsewhere (000 §7 WebSocket row, §8 success toasts). */
export function bookingChangeToast(kind: BookingChangeKindName, fullName?: string | null): ToastContent {
  switch (kind) {
    case 'CREATED':
      return { title: 'New Booking Created', description: fullName ?? undefined };
    case 'UPDATED':
      return { title: 'Booking Updated', description: fullName ?? undefined };
    case 'DELETED':
      return { title: 'Booking Deleted' };
    default: {
      const unknownKind: never = kind;
      throw new Error(`unknown booking change ${String(unknownKind)}`);
    }
  }
}
