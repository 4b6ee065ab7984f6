import { useState } from 'react';
import type { FeedItem } from '@/shared/feed';

/** The keyboard's story (j, k, Enter): it carries the focus, and the page scrolls only as far as needed. */
export function useFeedSelection(visible: readonly FeedItem[]) {
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const select = (id: number) => {
    setSelectedId(id);
    const row = document.querySelector<HTMLElement>(`[data-story-id="${id}"]`);
    row?.scrollIntoView({ block: 'nearest' });
    row?.querySelector<HTMLElement>('[data-story-link]')?.focus({ preventScroll: true });
  };

  return {
    selectedId,
    /** The next or previous story shown; from none, the first or the last. */
    step: (by: 1 | -1) => {
      if (visible.length === 0) return;
      const index = visible.findIndex((item) => item.id === selectedId);
      const next = index < 0 ? (by === 1 ? 0 : visible.length - 1) : Math.min(visible.length - 1, Math.max(0, index + by));
      select((visible[next] as FeedItem).id);
    },
    /** The topmost story on the page, once it is there. */
    selectTop: () => {
      const top = document.querySelector<HTMLElement>('[data-story-id]');
      if (top) select(Number(top.dataset.storyId));
    },
    /** The selected story, while it is shown. */
    shownId: () => (selectedId !== null && visible.some((item) => item.id === selectedId) ? selectedId : null),
  };
}
