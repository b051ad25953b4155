import { createContext } from 'react';
import type { User } from '@/modules/identity/types/User';
import type { LoginCredentials } from '@/modules/identity/utils/loginRequest';

export interface SessionValue {
  /** True until the first user check has answered. */
  isLoading: boolean;
  user: User | null;
  isAdmin: boolean;
  isCustomer: boolean;
  login(credentials: LoginCredentials): Promise<User>;
  logout(): Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);
