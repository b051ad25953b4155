import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog in its own chunk, fetched the first time it opens: a page is usable before the code of
 * dialogs nobody has opened yet arrives. Once opened it stays rendered, so closing animates as before.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(false);
    if (!wanted && isOpen(props)) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
