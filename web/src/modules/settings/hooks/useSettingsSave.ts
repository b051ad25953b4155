import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import type { ErrorToastText } from '@/ui/Toast/errorToast';
import { isConflict } from '@/utils/errorDetail';
import { type FieldErrors, serverFieldErrors } from '@/utils/serverFieldErrors';

/** What became of a save; a failure has already been reported to the person. */
export type SettingsSaveOutcome<T> =
  | { outcome: 'saved'; data: T }
  /** The group changed in another tab or by another admin since it was loaded. */
  | { outcome: 'conflict' }
  /** Refused: the server's messages by field (perhaps none). */
  | { outcome: 'failed'; errors: FieldErrors };

/** The spec's failure text (001 §8) as the toast's title; the server's reason, when it gave one, as its description. */
export const saveFailedToast = (failed: string): ErrorToastText => ({
  title: failed,
  description: (error) => (error.code === 'BAD_USER_INPUT' && error.serverMessage) || 'Please try again.',
});

/**
 * One settings tab's save: the mutation on the version the tab loaded (`expectedVersion`); a stale
 * save is a conflict for the tab to show, anything else refused gets the spec's toast.
 */
export function useSettingsSave<T, V extends { expectedVersion?: number | null } & Record<string, unknown>>(mutation: TypedDocumentNode<T, V>, failed: string) {
  const [mutate, { loading }] = useMutation(mutation);
  const showError = useErrorToast();

  async function save(variables: V): Promise<SettingsSaveOutcome<T>> {
    try {
      const { data } = await (mutate as (options: { variables: V }) => Promise<{ data?: T | null }>)({ variables });
      if (!data) throw new Error('The server answered without data');
      return { outcome: 'saved', data };
    } catch (error) {
      if (isConflict(error)) return { outcome: 'conflict' };
      showError(error, saveFailedToast(failed));
      return { outcome: 'failed', errors: serverFieldErrors(error) };
    }
  }

  return { save, saving: loading };
}

/** A refusal that named fields is `invalid` with their messages; one that did not is just `failed` (its toast said why). */
export function fieldOutcome(result: Exclude<SettingsSaveOutcome<unknown>, { outcome: 'saved' }>) {
  if (result.outcome === 'conflict') return { outcome: 'conflict' } as const;
  return Object.keys(result.errors).length > 0 ? ({ outcome: 'invalid', errors: result.errors } as const) : ({ outcome: 'failed' } as const);
}
