import type {ClientModule} from '@docusaurus/types';

// After a client-side navigation to page#anchor, Docusaurus scrolls to the anchor once. Diagrams above
// it then take their drawn height as their drawings arrive (theme/Mermaid), which pushed the anchor
// off the screen. A browser keeps a loaded page's #anchor in view like this itself.

const settleMs = 3000;
const readerScrolls = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let stopKeeping: (() => void) | undefined;

/** Scrolls `target` back into view whenever the page's height changes, until the reader scrolls or it settles. */
function keepInView(target: Element): () => void {
  let frame = 0;
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => target.scrollIntoView());
  });
  const stop = () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    for (const type of readerScrolls) window.removeEventListener(type, stop, true);
  };
  const timer = setTimeout(stop, settleMs);
  for (const type of readerScrolls) window.addEventListener(type, stop, {capture: true, passive: true});
  observer.observe(document.body);
  return stop;
}

const keepHashTargetInView: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    stopKeeping?.();
    stopKeeping = undefined;
    const sameTarget = location.pathname === previousLocation?.pathname && location.hash === previousLocation.hash;
    if (!previousLocation || !location.hash || sameTarget) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) stopKeeping = keepInView(target);
  },
};

export default keepHashTargetInView;
