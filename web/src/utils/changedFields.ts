type Equal<T> = (a: T, b: T) => boolean;

/** Plain data (strings, numbers, booleans, null, arrays and objects of them) compared by value. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return false;
}

/** The same members in any order: a ticked list is a set, however it was ticked. */
export function sameMembers<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item)) && b.every((item) => a.includes(item));
}

/**
 * The fields an editor changed against what it loaded: only these are sent, so a save never writes
 * back a value someone else changed meanwhile. Empty when nothing changed.
 */
export function changedFields<T extends object>(loaded: T, edited: T, equal: { [K in keyof T]?: Equal<T[K]> } = {}): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    const same = equal[key] ?? sameValue;
    if (!same(loaded[key], edited[key])) changes[key] = edited[key];
  }
  return changes;
}
