import {useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Where a component first rendered: on the server, in the browser while hydrating the server's HTML
 * (the first page load), or in the browser after hydration (a client-side navigation).
 */
export type RenderPass = 'server' | 'hydrating' | 'client';

/** The pass a component mounted in, decided once: it does not change when hydration ends. */
export function useRenderPass(): RenderPass {
  const isBrowser = useIsBrowser();
  const [pass] = useState<RenderPass>(() =>
    typeof window === 'undefined' ? 'server' : isBrowser ? 'client' : 'hydrating',
  );
  return pass;
}

/**
 * Given as `dangerouslySetInnerHTML` while hydrating, an empty string makes React keep the element's server HTML as it
 * is.
 */
export const keepServerHtml = {__html: ''};
