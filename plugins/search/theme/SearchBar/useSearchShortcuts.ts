import {useEffect, type RefObject} from 'react';

interface SearchShortcuts {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A typing key pressed while the search button has focus. */
  onTypingKey: (key: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * The search shortcuts (SPEC §2): Ctrl/Cmd+K toggles, '/' opens outside text fields, Escape closes,
 * and a letter or digit typed on the focused button opens the modal with it. Key combinations
 * with Ctrl, Cmd or Alt other than K stay the browser's (so Ctrl/Cmd+F is find, SPEC §5).
 */
export function useSearchShortcuts({isOpen, onOpen, onClose, onTypingKey, buttonRef}: SearchShortcuts): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const withCommand = event.metaKey || event.ctrlKey;
      const toggles = withCommand && event.key.toLowerCase() === 'k';
      const closes = isOpen && event.key === 'Escape';
      const opens = !isOpen && event.key === '/' && !isEditing(event.target);
      if (toggles || closes || opens) {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
        return;
      }
      const typing = /^[a-z0-9]$/i.test(event.key) && !withCommand && !event.altKey;
      if (typing && buttonRef.current === document.activeElement) {
        event.preventDefault();
        onTypingKey(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onTypingKey, buttonRef]);
}
