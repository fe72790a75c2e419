import Link from '@docusaurus/Link';
import React, {type ReactNode} from 'react';
import {socialLinks} from '@site/src/data/site';
import {SocialIcon} from './icons';
import styles from './styles.module.css';

/** The organisation's social accounts as an icon row; each link is named for screen readers. */
export default function SocialLinks(): ReactNode {
  return (
    <ul className={styles.socialLinks} aria-label="Assetra on social media">
      {socialLinks.map((link) => (
        <li key={link.network}>
          <Link href={link.href} aria-label={link.label} title={link.label}>
            <SocialIcon network={link.network} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
