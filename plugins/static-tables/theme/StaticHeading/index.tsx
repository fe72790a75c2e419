import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useThemeConfig} from '@docusaurus/theme-common';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from '@docusaurus/theme-classic/lib/theme/Heading/styles.module.css';
import {escapeHtml} from '@site/src/lib/escapeHtml';
import {useInnerHtml} from '@site/src/lib/useInnerHtml';

// A heading made of text, emphasis and code arrives as HTML made at build time (../../headings.ts):
// the theme's Heading markup (its classes, id and "Direct link" anchor) as one element React hydrates, where the
// theme's Heading hydrates the heading, a Link and each code span. The anchor is a plain in-page link.

interface Props {
  as: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  id: string;
  /** The heading's contents as HTML. */
  html: string;
  /** The heading's text, which the anchor's label names. */
  label: string;
}

export default function StaticHeading({as: As, id, html, label}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const {hideOnScroll} = useThemeConfig().navbar;
  brokenLinks.collectAnchor(id);
  const title = escapeHtml(
    translate(
      {
        id: 'theme.common.headingLinkTitle',
        message: 'Direct link to {heading}',
        description: 'Title for link to heading',
      },
      {heading: label},
    ),
  );
  const anchor = `<a href="#${escapeHtml(id)}" class="hash-link" aria-label="${title}" title="${title}">&#8203;</a>`;
  const innerHtml = useInnerHtml(`${html}${anchor}`);
  return (
    <As
      className={clsx('anchor', hideOnScroll ? styles.anchorWithHideOnScrollNavbar : styles.anchorWithStickyNavbar)}
      id={id}
      dangerouslySetInnerHTML={innerHtml}
    />
  );
}
