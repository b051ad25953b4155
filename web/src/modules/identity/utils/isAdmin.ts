import type { User } from '../types/User';

export function isAdmin(user: User | null): boolean {
  return user?.role === 'admin';
}
