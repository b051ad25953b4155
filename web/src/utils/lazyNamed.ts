import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A screen in its own chunk, fetched the first time it is shown. */
export type LazyScreen = LazyExoticComponent<ComponentType>;

/** React's `lazy` for a named export (our files export one named component each). */
export function lazyNamed<K extends string>(load: () => Promise<{ [P in K]: ComponentType }>, name: K): LazyScreen {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
