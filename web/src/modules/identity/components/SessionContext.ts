import { createContext } from 'react';
import type { User } from '../types/User';
import type { LoginCredentials } from '../utils/loginRequest';

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
