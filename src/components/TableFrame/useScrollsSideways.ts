import {useEffect, useRef, useState, type RefObject} from 'react';

/**
 * Whether the frame's table is wider than the frame, so the frame scrolls sideways. Such a frame takes
 * keyboard focus (WCAG 2.1.1: the arrow keys scroll it); a frame whose table fits adds no tab stop.
 */
export function useScrollsSideways(): [RefObject<HTMLDivElement | null>, boolean] {
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = frame.current!;
    // Both change width with the column (a resized window, a collapsed sidebar).
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [frame, scrolls];
}
