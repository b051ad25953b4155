import { Suspense } from 'react';
import type { AdminView } from '@/modules/shell/utils/adminViews';
import { viewComponents } from '@/modules/shell/utils/viewComponents';

export function ViewOutlet({ view }: { view: AdminView }) {
  const View = viewComponents[view];
  return (
    <Suspense fallback={<p role="status">Loading...</p>}>
      <View />
    </Suspense>
  );
}
