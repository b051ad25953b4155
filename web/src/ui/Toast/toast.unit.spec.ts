import { afterEach, describe, expect, it } from 'vitest';
import { closeToast, toast, TOAST_DURATION_MS } from './toast';
import { toastQueue } from './toastQueue';

afterEach(() => toastQueue.clear());

describe('toast', () => {
  it('shows one toast at a time for the default 5000 ms', () => {
    toast({ title: 'First' });
    toast({ title: 'Second' });
    expect(toastQueue.visibleToasts.map((t) => [t.content.title, t.timeout])).toEqual([['Second', TOAST_DURATION_MS]]);
  });

  it('keeps a toast that offers an action until it is closed or replaced', () => {
    toast({ title: 'Import Completed with Errors', action: { label: 'Download failed rows', onAction: () => {} } });
    expect(toastQueue.visibleToasts.map((t) => [t.content.title, t.timeout])).toEqual([['Import Completed with Errors', undefined]]);
    toast({ title: 'Next' });
    expect(toastQueue.visibleToasts.map((t) => t.content.title)).toEqual(['Next']);
  });

  it('closes a toast it showed, by its key', () => {
    const key = toast({ title: 'Import Completed with Errors', action: { label: 'Download failed rows', onAction: () => {} } });
    closeToast(key);
    expect(toastQueue.visibleToasts).toEqual([]);
    closeToast(key);
  });
});
