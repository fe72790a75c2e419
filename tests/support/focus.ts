import type {Page} from '@playwright/test';

/** What the keyboard reader sees of the focused element. */
export interface FocusStop {
  /** Index given by `markFocusables`, or -1 for an element created after it ran. */
  index: number;
  description: string;
  region: 'skip link' | 'announcement' | 'navbar' | 'sidebar' | 'main' | 'footer' | 'other';
  visible: boolean;
  /** Whether outline or box-shadow differ from the element's unfocused look. */
  indicated: boolean;
  indicator: string;
  /** The accessible name of the form the element is in, if any. */
  form: string | undefined;
}

/**
 * Records each focusable element's unfocused outline and box-shadow, before anything is focused,
 * so every focus stop can be compared with its resting look.
 */
export async function markFocusables(page: Page): Promise<void> {
  await page.evaluate(() => {
    const resting: string[] = [];
    document
      .querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')
      .forEach((element, index) => {
        const style = getComputedStyle(element);
        element.dataset.focusIndex = String(index);
        resting[index] = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
      });
    (window as unknown as {restingFocusStyles: string[]}).restingFocusStyles = resting;
  });
}

/** Describes the element that has focus now. */
export function currentFocusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const index = Number(element.dataset.focusIndex ?? -1);
    const resting = (window as unknown as {restingFocusStyles: string[]}).restingFocusStyles[index];
    const outlineShown = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const now = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
    const box = element.getBoundingClientRect();
    const inViewport =
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth;
    // Nothing else, such as the sticky navbar, is drawn over the middle of the element.
    const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const unobscured = middle !== null && (element.contains(middle) || middle.contains(element));
    const region = element.matches('.skipToContent_node, [class*="skipToContent"]')
      ? 'skip link'
      : element.closest('[role="banner"]')
        ? 'announcement'
        : element.closest('.navbar')
          ? 'navbar'
          : element.closest('.theme-doc-sidebar-container')
            ? 'sidebar'
            : element.closest('main')
              ? 'main'
              : element.closest('footer')
                ? 'footer'
                : 'other';
    const formName = (form: HTMLFormElement | null) =>
      form?.getAttribute('aria-label') ??
      form
        ?.getAttribute('aria-labelledby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim())
        .join(' ');
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      index,
      description: `${element.tagName.toLowerCase()} "${name}"`,
      region,
      visible: element.checkVisibility({opacityProperty: true, visibilityProperty: true}) && inViewport && unobscured,
      indicated: (outlineShown || style.boxShadow !== 'none') && now !== resting,
      indicator: now,
      form: formName(element.closest('form')),
    };
  });
}
