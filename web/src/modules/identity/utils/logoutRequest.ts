import { apiRequest } from '@/utils/apiRequest';

export async function logoutRequest(): Promise<void> {
  await apiRequest<unknown>('POST', '/api/auth/logout');
}
