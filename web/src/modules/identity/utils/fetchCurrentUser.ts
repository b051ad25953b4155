import { ApiError } from '@/utils/ApiError';
import { apiRequest } from '@/utils/apiRequest';
import type { User } from '@/modules/identity/types/User';

/** Spec 000 §4: a 401 means no user; any other failure is logged and also means no user. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await apiRequest<User | null>('GET', '/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    console.error('Failed to load the signed-in user', error);
    return null;
  }
}
