import {createElement, type CSSProperties, type ReactElement, type ReactNode} from 'react';
import {socialCardSize} from './cardPath';
import {titleLineHeight, titleMaxLines} from './layout';
import {cardPalette} from './palette';

/** What one card shows. */
export interface CardContent {
  title: string;
  section?: string;
  /** Brand name and docs label, as the navbar shows them. */
  brandName: string;
  docsLabel: string;
  /** Where the site lives, e.g. `docs.assetra.dev`. */
  host: string;
  /** The logo mark as a data URI. */
  logoDataUri: string;
}

const padding = {x: 80, y: 64};
const stripeWidth = 16;
/** Width of the title's box: the card less its padding and the edge stripe. */
export const titleBoxWidth = socialCardSize.width - 2 * padding.x - stripeWidth;

const div = (style: CSSProperties, ...children: ReactNode[]): ReactElement =>
  createElement('div', {style}, ...children);

/**
 * The title block, as the card lays it out and as the measurement that picks its size sees it
 * (unclamped, so it reports every line).
 */
export function titleElement(title: string, fontSize: number, lineClamp?: number): ReactElement {
  return div(
    {
      display: 'block',
      width: titleBoxWidth,
      fontSize,
      fontWeight: 700,
      lineHeight: titleLineHeight,
      letterSpacing: '-0.01em',
      // An identifier longer than the line (a contract or type name) breaks rather than overflows.
      wordBreak: 'break-word',
      color: cardPalette.title,
      lineClamp,
    },
    title,
  );
}

/** The card: brand at the top, section and title in the middle, host at the bottom, on brand navy. */
export function cardElement(content: CardContent, titleFontSize: number): ReactElement {
  const {width, height} = socialCardSize;
  return div(
    {display: 'flex', width, height, backgroundColor: cardPalette.background, fontFamily: 'Inter'},
    div({width: stripeWidth, height, backgroundColor: cardPalette.accent}),
    div(
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        flexGrow: 1,
        padding: `${padding.y}px ${padding.x}px`,
      },
      div(
        {display: 'flex', alignItems: 'center', fontSize: 36},
        createElement('img', {src: content.logoDataUri, width: 64, height: 64, style: {marginRight: 24}}),
        div({fontWeight: 700, color: cardPalette.title, marginRight: 14}, content.brandName),
        div({fontWeight: 400, color: cardPalette.muted}, content.docsLabel),
      ),
      div(
        {display: 'flex', flexDirection: 'column'},
        content.section
          ? div({fontSize: 30, fontWeight: 600, color: cardPalette.accent, marginBottom: 20}, content.section)
          : null,
        // The last guard: a title longer than three lines at the smallest size ends in an ellipsis.
        titleElement(content.title, titleFontSize, titleMaxLines),
      ),
      div({fontSize: 28, fontWeight: 400, color: cardPalette.muted}, content.host),
    ),
  );
}
