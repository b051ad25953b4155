import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { User } from '@/modules/identity/types/User';
import { fetchCurrentUser } from '@/modules/identity/utils/fetchCurrentUser';
import { isAdmin } from '@/modules/identity/utils/isAdmin';
import { type LoginCredentials, loginRequest } from '@/modules/identity/utils/loginRequest';
import { logoutRequest } from '@/modules/identity/utils/logoutRequest';
import { sessionEnded } from '@/modules/identity/utils/sessionEnded';
import { signOutCleanups } from '@/modules/identity/utils/signOutCleanups';
import { SessionContext, type SessionValue } from './SessionContext';

/** The session of spec 000 §4: checked once on load; login sets the user, logout (or the server ending it) clears it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ isLoading: boolean; user: User | null }>({ isLoading: true, user: null });

  useEffect(() => {
    let active = true;
    void fetchCurrentUser().then((user) => {
      if (active) setState({ isLoading: false, user });
    });
    return () => {
      active = false;
    };
  }, []);

  const login = useCallback(async (credentials: LoginCredentials) => {
    const user = await loginRequest(credentials);
    setState({ isLoading: false, user });
    return user;
  }, []);

  const signedOut = useCallback(async () => {
    setState({ isLoading: false, user: null });
    // Nothing one admin read may linger for whoever signs in next on this browser.
    await signOutCleanups.run();
  }, []);

  const logout = useCallback(async () => {
    await logoutRequest();
    await signedOut();
  }, [signedOut]);

  // Ended by the server (signed out elsewhere, expired, rights changed): the gate, as after a logout.
  useEffect(() => sessionEnded.listen(() => void signedOut()), [signedOut]);

  const value = useMemo<SessionValue>(
    () => ({
      ...state,
      isAdmin: isAdmin(state.user),
      isCustomer: state.user?.role === 'customer',
      login,
      logout,
    }),
    [state, login, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
