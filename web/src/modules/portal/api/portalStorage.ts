const PREFIX = 'portal.';

function each(storage: Storage, visit: (key: string) => void): void {
  for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) visit(key);
}

/**
 * The browser storage the portal writes, all under one prefix so sign-out can forget it whole. It
 * only ever caches what is on screen: every call is authorised by the session cookie (issue 12).
 */
export const portalStorage = {
  get(key: string, storage: Storage = localStorage): string | null {
    try {
      return storage.getItem(PREFIX + key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string, storage: Storage = localStorage): void {
    try {
      storage.setItem(PREFIX + key, value);
    } catch {
      // storage full or disabled: it is only a cache
    }
  },
  take(key: string, storage: Storage = sessionStorage): string | null {
    const value = portalStorage.get(key, storage);
    if (value !== null) storage.removeItem(PREFIX + key);
    return value;
  },
  clear(): void {
    for (const storage of [localStorage, sessionStorage]) {
      try {
        each(storage, (key) => storage.removeItem(key));
      } catch {
        // storage disabled: nothing was written
      }
    }
  },
};
