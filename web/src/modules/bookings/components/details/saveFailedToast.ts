import { toast } from '@/ui/Toast/toast';

/** Spec 000 §8: 'Save failed' with the server's message, cut to 100 characters. */
export function saveFailedToast(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  toast({ title: 'Save failed', description: message.slice(0, 100), variant: 'destructive' });
}
