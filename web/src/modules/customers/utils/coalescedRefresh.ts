export interface CoalescedRefresh {
  /** Asks for a run that starts after this call. */
  request(): void;
  /** Stops for good: no run starts after this. */
  cancel(): void;
}

/**
 * Runs `run` for a burst of requests: at most once per `waitMs`, never two at once, and always
 * once more after the last request. A request made while a run is in flight waits for it to
 * settle and then starts another: joined onto the request already sent (Apollo deduplicates an
 * identical query in flight), it would read the list as it was before the change that asked.
 */
export function coalescedRefresh(run: () => Promise<unknown>, waitMs: number): CoalescedRefresh {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let again = false;
  let cancelled = false;

  const schedule = () => {
    timer = setTimeout(() => {
      timer = null;
      running = true;
      Promise.resolve()
        .then(run)
        .catch(() => undefined)
        .finally(() => {
          running = false;
          if (again && !cancelled) {
            again = false;
            schedule();
          }
        });
    }, waitMs);
  };

  return {
    request() {
      if (cancelled || timer) return;
      if (running) again = true;
      else schedule();
    },
    cancel() {
      cancelled = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
