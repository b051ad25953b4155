import { type RefObject, useEffect } from 'react';
import { HEIGHT_MESSAGE, parentTargetOrigin } from '@/modules/wizard/utils/embedMessages';

/**
 * Inside an iframe, tells the parent page the wizard's height on every layout change, so the
 * loader (/embed.js) sizes the iframe to the content: no inner scroll bar, no empty space.
 */
export function useParentHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || window.parent === window) return;
    const targetOrigin = parentTargetOrigin(window.location.search);
    let last = -1;
    const post = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, targetOrigin);
    };
    const observer = new ResizeObserver(post);
    observer.observe(element);
    post();
    return () => observer.disconnect();
  }, [ref]);
}
