import React, {type ReactNode} from 'react';
import type {SocialNetwork} from '@site/src/data/site';

/**
 * 24 px glyphs drawn for this site, one path each; inner shapes are cut out with the even-odd
 * rule so every icon takes the surrounding text colour in both themes.
 */
const paths: Record<SocialNetwork, string> = {
  telegram:
    'M12 1a11 11 0 1 0 0 22a11 11 0 1 0 0-22zM5.6 11.8 17.8 7.1 15.7 17.1 11.9 14.4 10.2 16.3 10.3 13.3 15.3 8.9 9.2 12.7z',
  x: 'M3.5 3h5l12 18h-5zM18.3 3h2.2l-6.6 7.5-1.2-1.6zM9.8 14.6l1.2 1.6L5.7 21H3.5z',
  linkedin:
    'M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM7 5.3a1.7 1.7 0 1 0 0 3.4a1.7 1.7 0 1 0 0-3.4zM5.6 10h2.8v8.5H5.6zM10.4 10h2.7v1.3c.5-.9 1.6-1.5 2.9-1.5 2.3 0 3.2 1.4 3.2 3.9v4.8h-2.8v-4.3c0-1.2-.4-1.9-1.4-1.9-1.1 0-1.8.8-1.8 2v4.2h-2.8z',
  youtube:
    'M1.5 8c0-1.7 1.2-3 2.9-3.1C6.7 4.7 9.3 4.6 12 4.6s5.3.1 7.6.3c1.7.1 2.9 1.4 2.9 3.1v8c0 1.7-1.2 3-2.9 3.1-2.3.2-4.9.3-7.6.3s-5.3-.1-7.6-.3C2.7 19 1.5 17.7 1.5 16zM9.8 8.6v6.8l5.9-3.4z',
  discord:
    'M6 5.5c2-1 4-1.4 4.6-1.4l.5 1c.6-.1 1.3-.1 1.9-.1s1.3 0 1.9.1l.5-1c.6 0 2.6.4 4.6 1.4 1.9 3 2.8 6.4 2.5 10.4-1.7 1.3-3.6 2.2-5.3 2.6l-1.1-1.8c.9-.3 1.6-.7 2.2-1.1-2.1 1-4.2 1.4-5.3 1.4s-3.2-.4-5.3-1.4c.6.4 1.3.8 2.2 1.1l-1.1 1.8C7.1 18.1 5.2 17.2 3.5 15.9 3.2 11.9 4.1 8.5 6 5.5zM9.3 10.6a1.6 1.8 0 1 0 0 3.6a1.6 1.8 0 1 0 0-3.6zM14.7 10.6a1.6 1.8 0 1 0 0 3.6a1.6 1.8 0 1 0 0-3.6z',
};

export function SocialIcon({network}: {network: SocialNetwork}): ReactNode {
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
