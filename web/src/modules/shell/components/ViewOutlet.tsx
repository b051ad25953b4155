import { Suspense } from 'react';
import type { AdminView } from '../utils/adminViews';
import { viewComponents } from '../utils/viewComponents';

export function ViewOutlet({ view }: { view: AdminView }) {
  const View = viewComponents[view];
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <View />
    </Suspense>
  );
}
