import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SectionCards from '@site/src/components/SectionCards';
import {brand} from '@site/src/data/site';
import styles from './index.module.css';

function Hero(): ReactNode {
  return (
    <div className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {brand.title}
        </Heading>
        <p className={styles.tagline}>{brand.tagline}</p>
        <p className={styles.summary}>{brand.summary}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/introduction/">
            Start with the introduction
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/blockchain-and-web3/metamaskChainConnection">
            Connect a wallet
          </Link>
        </div>
      </div>
    </div>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout title="Home" description={brand.summary}>
      <main>
        <Hero />
        <section className="container margin-vert--xl" aria-labelledby="explore-the-documentation">
          {/* Names the section for aria-labelledby, with no "#" link as Heading would add. */}
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
          <h2 id="explore-the-documentation" className={styles.sectionsTitle}>
            Explore the documentation
          </h2>
          <SectionCards />
        </section>
      </main>
    </Layout>
  );
}
