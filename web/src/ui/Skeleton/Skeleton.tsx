import { skeleton, type SkeletonVariants } from './Skeleton.css';

/**
 * A grey placeholder in the shape of content still loading. Hidden from screen readers: mark the
 * region that holds it `aria-busy` instead.
 */
export function Skeleton({ shape }: SkeletonVariants) {
  return <span className={skeleton({ shape })} aria-hidden="true" />;
}
