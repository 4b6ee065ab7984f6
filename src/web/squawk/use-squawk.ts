import { useEffect, useRef, useState } from 'react';
import type { FeedItem } from '@/shared/feed';
import { isRedStory, speak, squawkUtterances, takeUnspoken } from './squawk';
import { readSquawkSetting, speechSupported, useSquawkSetting } from './squawk-setting';

/** Stories that arrive together (a burst, or a reconnect's catch-up) are read as one announcement. */
const GATHER_MS = 400;
const SPEAKER_LOCK = 'impactwire-squawk';

/**
 * Whether this tab is the one that speaks: the first feed tab of this browser holds a Web Lock
 * while it is open, and the next takes over when it closes. A browser without Web Locks lets
 * every tab speak (the remembered stories still keep a reload from repeating one).
 */
function useSpeakerTab(wanted: boolean): boolean {
  const [speaker, setSpeaker] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    if (!navigator.locks) {
      setSpeaker(true);
      return;
    }
    const release = new AbortController();
    navigator.locks
      .request(SPEAKER_LOCK, { signal: release.signal }, () => {
        setSpeaker(true);
        return new Promise<void>((resolve) => release.signal.addEventListener('abort', () => resolve(), { once: true }));
      })
      .catch(() => {});
    return () => {
      release.abort();
      setSpeaker(false);
    };
  }, [wanted]);
  return speaker;
}

/**
 * Reads aloud the red stories that arrive while the feed is open and the squawk is on, and
 * that the feed's filters show (`shows`): a story they hide is never read. A story counts as
 * arrived when its id is above every id the list held when the page opened or the squawk was
 * turned on (ids only grow), also when it turns red later (the AI's analysis replacing the
 * first one). A pause of the feed holds the list, not the squawk. Each is read once per browser,
 * and never twice in this tab, whatever the browser's memory of it does.
 */
export function useSquawk(items: readonly FeedItem[] | undefined, shows: (item: FeedItem) => boolean) {
  const setting = useSquawkSetting();
  const active = setting.on && speechSupported();
  const speaker = useSpeakerTab(active);
  const line = useRef<number | null>(null);
  const gathered = useRef<FeedItem[]>([]);
  // The browser forgets a story after half a day, or never learns it when storage is full; this tab does not.
  const handled = useRef(new Set<number>());
  const timer = useRef<Timer | null>(null);

  useEffect(() => {
    if (!items) return;
    const highest = items.reduce((max, item) => Math.max(max, item.id), 0);
    // Stories there before the page opened, or before the squawk was turned on, are never read.
    if (line.current === null || !active) {
      line.current = Math.max(line.current ?? 0, highest);
      return;
    }
    if (!speaker) return;
    const opened = line.current;
    const due = items.filter((item) => item.id > opened && !handled.current.has(item.id) && isRedStory(item) && shows(item));
    if (due.length === 0) return;
    gathered.current.push(...due.filter((item) => !gathered.current.some((other) => other.id === item.id)));
    timer.current ??= setTimeout(() => {
      timer.current = null;
      for (const story of gathered.current) handled.current.add(story.id);
      const stories = takeUnspoken(gathered.current);
      gathered.current = [];
      // Read as it is now: turned off meanwhile, or quiet while hidden (those stories are passed, not kept for later).
      const now = readSquawkSetting();
      if (!now.on || stories.length === 0 || (now.quietWhenHidden && document.hidden)) return;
      speak(squawkUtterances([...stories].sort((a, b) => b.id - a.id)));
    }, GATHER_MS);
  }, [items, shows, active, speaker]);

  // Turned off (in any tab: the storage event), signed out, or the feed left: what is queued goes unsaid,
  // so the next person at a shared device does not hear it.
  useEffect(() => {
    if (!active) return;
    return () => window.speechSynthesis.cancel();
  }, [active]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
}
