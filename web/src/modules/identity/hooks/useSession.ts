import { useContext } from 'react';
import { SessionContext, type SessionValue } from '@/modules/identity/components/SessionContext';

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
