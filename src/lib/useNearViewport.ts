import {useState} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/** A box with no size is not rendered (`display: none` or inside it), so it is never near. */
function isNear(element: Element, margin: number): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  return box.bottom >= -margin && box.top <= window.innerHeight + margin;
}

/**
 * True once the element `target()` returns comes within `margin` pixels of the viewport: checked
 * before the first paint, then watched; true at once where IntersectionObserver is missing.
 */
export function useNearViewport(target: () => Element | null | undefined, margin: number, enabled = true): boolean {
  const [near, setNear] = useState(false);
  useIsomorphicLayoutEffect(() => {
    if (!enabled || near) return undefined;
    const element = target();
    if (!element || typeof IntersectionObserver === 'undefined' || isNear(element, margin)) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: `${margin}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, near]);
  return near;
}
