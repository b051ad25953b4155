import { useCallback } from 'react';
import { type ErrorToastText, errorToast } from './errorToast';
import { toast } from './toast';

/**
 * The one way a screen reports a failed GraphQL or REST call: `showError(error, text)` shows the
 * spec's destructive toast, whatever carried the error.
 */
export function useErrorToast(): (error: unknown, text: ErrorToastText) => void {
  return useCallback((error: unknown, text: ErrorToastText) => {
    toast(errorToast(error, text));
  }, []);
}
