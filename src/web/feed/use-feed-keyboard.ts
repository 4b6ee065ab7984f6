import { useEffect, useRef } from 'react';

export type FeedShortcuts = {
  next: () => void;
  previous: () => void;
  open: () => void;
  search: () => void;
  togglePause: () => void;
  help: () => void;
};

/** The keys, for the help overlay; one list, so the overlay never tells of a key that does nothing. */
export const feedShortcutKeys: { keys: string[]; action: string }[] = [
  { keys: ['j'], action: 'Next story' },
  { keys: ['k'], action: 'Previous story' },
  { keys: ['Enter', 'o'], action: 'Open the selected story' },
  { keys: ['/'], action: 'Search' },
  { keys: ['p'], action: 'Pause or resume live updates' },
  { keys: ['?'], action: 'Show these shortcuts' },
];

/** Where a key is text being typed, or belongs to a control that uses it. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The feed's keyboard shortcuts. Keys typed into a field, with a modifier (browser and screen
 * reader commands) or while a modal dialog or a menu is open are left alone; Enter opens the selected story only
 * where it would do nothing else (on a button or link Enter keeps its own meaning).
 */
export function useFeedKeyboard(shortcuts: FeedShortcuts) {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) {
        // Escape leaves the search box with its words (a search box would otherwise clear them).
        if (event.key === 'Escape' && event.target instanceof HTMLInputElement && event.target.type === 'search') {
          event.preventDefault();
          event.target.blur();
        }
        return;
      }
      // An open modal dialog or menu has the keys (the consent banner, a non-modal dialog, does not).
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [role="menu"]')) return;
      const target = event.target as HTMLElement | null;
      const onControl = !!target?.closest('a, button, summary, [role="button"]');
      const actions: Record<string, (() => void) | undefined> = {
        j: latest.current.next,
        k: latest.current.previous,
        o: latest.current.open,
        Enter: onControl ? undefined : latest.current.open,
        '/': latest.current.search,
        p: latest.current.togglePause,
        '?': latest.current.help,
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
