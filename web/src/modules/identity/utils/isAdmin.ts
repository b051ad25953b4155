import type { User } from '@/modules/identity/types/User';

export function isAdmin(user: User | null): boolean {
  return user?.role === 'admin';
}
