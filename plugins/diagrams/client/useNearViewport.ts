import {useEffect, useState} from 'react';

/**
 * True once the element `target()` returns comes within `margin` pixels of the viewport; true at
 * once where IntersectionObserver is missing. Only the observer measures (after layout, off the
 * hydration task): an element with no box (`display: none`, or inside it) is never near.
 */
export function useNearViewport(target: () => Element | null | undefined, margin: number, enabled = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!enabled || near) return undefined;
    const element = target();
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: `${margin}px 0px`,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // Watched once per element: `target` and `margin` are read when enabled, not tracked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, near]);
  return near;
}
