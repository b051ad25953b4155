import { Suspense } from 'react';
import { LoadingScreen } from '@/ui/LoadingScreen/LoadingScreen';
import { ToastOutlet } from '@/ui/Toast/ToastOutlet';
import { matchRoute } from './matchRoute';

export function App() {
  const Page = matchRoute(window.location.pathname);
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Page />
      </Suspense>
      <ToastOutlet />
    </>
  );
}
