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
          <a href={link.href} aria-label={link.label} title={link.label} target="_blank" rel="noopener noreferrer">
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
