import { apiRequest } from '@/utils/apiRequest';
import type { User } from '@/modules/identity/types/User';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** POST /api/auth/login; throws an `ApiError` on 401 (bad credentials) or 429 (too many attempts). */
export function loginRequest(credentials: LoginCredentials): Promise<User> {
  return apiRequest<User>('POST', '/api/auth/login', credentials);
}
