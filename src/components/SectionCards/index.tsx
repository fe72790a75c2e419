import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLiveSections} from '@site/src/hooks/useLiveSections';
import styles from './styles.module.css';

interface Props {
  /** Heading level of each card title, so the cards fit the page outline they sit in. */
  headingLevel?: 'h2' | 'h3';
}

/** One card per content area of the docs, each linking to the area's landing page. */
export default function SectionCards({headingLevel = 'h3'}: Props): ReactNode {
  return (
    <ul className={styles.grid}>
      {useLiveSections().map((section) => (
        <li key={section.id} className={styles.card}>
          <Heading as={headingLevel} className={styles.title}>
            <Link to={section.href} className={styles.link}>
              {section.title}
            </Link>
          </Heading>
          <p className={styles.description}>{section.description}</p>
        </li>
      ))}
    </ul>
  );
}
