import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import copy from 'copy-text-to-clipboard';
import {codeBlockLabels, codeBlockStateClasses, copiedLabel} from '../theme/CodeBlock/chrome';
import {codeBlockAction, codeBlockActionAttribute} from '../theme/CodeBlock/markup';

// Code blocks are HTML strings (theme/CodeBlock): their buttons work through these listeners on the document,
// one set for every block of every page, rather than a component and its state per block.

/** How long the copy button says "Copied". */
const copiedMs = 1000;
const copiedTimers = new WeakMap<Element, number>();

const blockOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('.theme-code-block') : null;

/**
 * Shows the word-wrap toggle when the code is wider than the block (or is wrapped). Measured when a pointer or focus
 * reaches the block, where the theme measures every block on mount and on resize: the buttons are hidden until then
 * anyway, and a reference page has hundreds of blocks.
 */
function showWordWrapWhenNeeded(event: Event): void {
  const block = blockOf(event.target);
  // Once per entry into the block, not for each token the pointer crosses inside it.
  if (event instanceof MouseEvent && block?.contains(event.relatedTarget as Node | null)) return;
  const pre = block?.querySelector('pre');
  const toggle = block?.querySelector<HTMLButtonElement>(`[${codeBlockActionAttribute}="${codeBlockAction.wordWrap}"]`);
  if (!pre || !toggle || pre.classList.contains(codeBlockStateClasses.wrapped)) return;
  toggle.hidden = pre.scrollWidth <= pre.clientWidth;
}

function copyCode(block: HTMLElement, button: HTMLButtonElement): void {
  copy(block.querySelector('pre code')?.textContent ?? '');
  button.classList.add(codeBlockStateClasses.copied);
  button.setAttribute('aria-label', copiedLabel());
  window.clearTimeout(copiedTimers.get(button));
  copiedTimers.set(
    button,
    window.setTimeout(() => {
      button.classList.remove(codeBlockStateClasses.copied);
      button.setAttribute('aria-label', codeBlockLabels().copy);
    }, copiedMs),
  );
}

function toggleWordWrap(block: HTMLElement, button: HTMLButtonElement): void {
  const wrapped = block.querySelector('pre')?.classList.toggle(codeBlockStateClasses.wrapped) ?? false;
  button.classList.toggle(codeBlockStateClasses.wordWrapOn, wrapped);
}

function onClick(event: MouseEvent): void {
  const block = blockOf(event.target);
  const button = block && (event.target as Element).closest<HTMLButtonElement>(`button[${codeBlockActionAttribute}]`);
  if (!block || !button || !block.contains(button)) return;
  if (button.getAttribute(codeBlockActionAttribute) === codeBlockAction.copy) copyCode(block, button);
  else toggleWordWrap(block, button);
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', showWordWrapWhenNeeded);
  document.addEventListener('focusin', showWordWrapWhenNeeded);
}
