import type { ReactNode } from 'react';
import { LoadingScreen } from '@/ui/LoadingScreen/LoadingScreen';
import { useSession } from '@/modules/identity/hooks/useSession';
import { LoginGate } from './LoginGate';

/** Shows its children only to a signed-in admin; anyone else gets the login gate (001 §6). */
export function AdminGate({ children }: { children: ReactNode }) {
  const { isLoading, isAdmin } = useSession();
  if (isLoading) return <LoadingScreen />;
  if (!isAdmin) return <LoginGate />;
  return children;
}
