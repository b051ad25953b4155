import { ApiError } from '@/utils/ApiError';

/** The per-field messages of a 400 (`{ errors: [{ path, message }] }`), first message per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(error.body);
  } catch {
    return {};
  }
  const list = parsed && typeof parsed === 'object' && 'errors' in parsed && Array.isArray(parsed.errors) ? (parsed.errors as unknown[]) : [];
  const found: Record<string, string> = {};
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    const field = Array.isArray(path) ? path[0] : path;
    if (typeof field === 'string' && typeof message === 'string' && !(field in found)) found[field] = message;
  }
  return found;
}
