import { useSyncExternalStore } from 'react';
import { liveConnection } from '@/app/apollo/liveConnection';

export function useLiveConnectionStatus() {
  return useSyncExternalStore(liveConnection.subscribe, liveConnection.getSnapshot);
}
