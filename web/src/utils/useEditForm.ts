import { useState } from 'react';
import { changedFields } from './changedFields';

type Equal<T> = { [K in keyof T]?: (a: T[K], b: T[K]) => boolean };

/**
 * An edit dialog's form against what the editor loaded. `changes` holds only the fields the editor
 * changed; `saved` makes the values just stored the new point of comparison; `alsoStored` records
 * fields the server took already (an upload), so they are not sent again.
 */
export function useEditForm<T extends object>(loaded: () => T, equal: Equal<T> = {}) {
  const [state, setState] = useState(() => {
    const values = loaded();
    return { baseline: values, form: values };
  });
  const { baseline, form } = state;
  return {
    form,
    changes: changedFields(baseline, form, equal),
    set: (patch: Partial<T> | ((form: T) => Partial<T>)) =>
      setState((s) => ({ ...s, form: { ...s.form, ...(typeof patch === 'function' ? patch(s.form) : patch) } })),
    saved: (values: T) => setState({ baseline: values, form: values }),
    alsoStored: (patch: (values: T) => Partial<T>) =>
      setState((s) => ({ baseline: { ...s.baseline, ...patch(s.baseline) }, form: { ...s.form, ...patch(s.form) } })),
  };
}
