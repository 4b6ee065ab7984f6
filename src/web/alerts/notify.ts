/**
 * Browser notifications for new stories that match the user's alert rules, shown while a feed
 * tab is open (in the background too). Each story alerts once per browser, however many feed
 * tabs are open: a tab claims the story in the browser's IndexedDB before it shows anything.
 */
import { type AlertRule, alertInstrument, alertNotificationTitle, alertWhyText, matchingAlertRules } from '@/shared/alerts';
import type { FeedItem } from '@/shared/feed';
import { notificationsSupported, readDeviceAlerts } from './device-alerts';

/** More than this many at once become one summary notification, not a stack. */
const MAX_SINGLE_NOTIFICATIONS = 3;
/** The browser's record of the stories it has alerted, shared by its tabs: the newest ones are kept. */
const ALERTED_DATABASE = 'impactwire-alerts';
const ALERTED_STORE = 'alerted';
const REMEMBERED = 200;

function openAlerted(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(ALERTED_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(ALERTED_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * Claims the stories not yet alerted in this browser; returns those this tab should show.
 * Tabs run in processes of their own, and a localStorage write reaches another tab's copy
 * later, so two tabs could both read a story as unclaimed, even one after the other under a
 * lock. IndexedDB is one store for the whole browser: adding a story id that another tab added
 * first fails, so exactly one tab wins each story.
 */
async function claim(ids: number[]): Promise<Set<number>> {
  let database: IDBDatabase;
  try {
    database = await openAlerted();
  } catch {
    // No IndexedDB (a private window of some browsers): every tab shows, and the tag merges them.
    return new Set(ids);
  }
  try {
    return await new Promise<Set<number>>((resolve, reject) => {
      const transaction = database.transaction(ALERTED_STORE, 'readwrite');
      const store = transaction.objectStore(ALERTED_STORE);
      const won = new Set<number>();
      for (const id of ids) {
        const adding = store.add(Date.now(), id);
        adding.onsuccess = () => won.add(id);
        // Already claimed by another tab: not an error of the transaction, which goes on.
        adding.onerror = (event) => event.preventDefault();
      }
      const counting = store.count();
      counting.onsuccess = () => {
        let excess = counting.result - REMEMBERED;
        if (excess <= 0) return;
        // Story ids grow with time: the lowest are the oldest.
        const oldest = store.openKeyCursor();
        oldest.onsuccess = () => {
          const cursor = oldest.result;
          if (!cursor || excess <= 0) return;
          excess -= 1;
          store.delete(cursor.primaryKey);
          cursor.continue();
        };
      };
      transaction.oncomplete = () => resolve(won);
      transaction.onabort = () => reject(transaction.error);
    });
  } catch {
    // The record could not be written (storage full): better shown twice than never.
    return new Set(ids);
  } finally {
    database.close();
  }
}

let audio: AudioContext | null = null;

/** The page's one audio context, woken if the browser started it suspended; null where there is no audio. */
function readyAudio(): AudioContext | null {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    return audio;
  } catch {
    return null;
  }
}

/**
 * Browsers start an audio context suspended until the page has been used: the feed readies
 * one on the reader's first click or key, so an alert later in the background can sound.
 */
export function primeAlertSound(): () => void {
  const prime = () => {
    if (readDeviceAlerts().sound) readyAudio();
  };
  window.addEventListener('pointerdown', prime);
  window.addEventListener('keydown', prime);
  return () => {
    window.removeEventListener('pointerdown', prime);
    window.removeEventListener('keydown', prime);
  };
}

/** Two short tones, made on the spot: no sound file to load. */
export function playAlertSound() {
  const context = readyAudio();
  if (!context) return;
  try {
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1320],
    ] as const) {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.14);
      tone.connect(gain).connect(context.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.15);
    }
  } catch {
    // No audio here: the notification still shows.
  }
}

/**
 * Shows a notification; false where the browser has the API but will not show one from a page
 * (Chrome on Android shows them only through a service worker).
 */
export function showNotification(title: string, options: NotificationOptions & { storyId?: number }): boolean {
  const { storyId, ...shown } = options;
  try {
    const notification = new Notification(title, { icon: '/favicon.svg', ...shown });
    notification.onclick = () => {
      // The story opens in a tab of its own: this tab stays on the feed and keeps alerting.
      if (storyId !== undefined) window.open(`/news-analysis/${storyId}`, '_blank', 'noopener');
      else window.focus();
      notification.close();
    };
    return true;
  } catch {
    return false;
  }
}

/** Shows the notifications for new stories, if this browser has them on and allowed. */
export async function alertNewStories(stories: readonly FeedItem[], rules: readonly AlertRule[], watched: readonly string[]) {
  const device = readDeviceAlerts();
  if (!device.notify || !notificationsSupported() || Notification.permission !== 'granted') return;
  const matching = stories.map((story) => ({ story, matched: matchingAlertRules(story, rules, watched) })).filter((m) => m.matched.length > 0);
  if (matching.length === 0) return;
  const mine = await claim(matching.map((m) => m.story.id));
  const shown = matching.filter((m) => mine.has(m.story.id));
  if (shown.length === 0) return;
  if (shown.length > MAX_SINGLE_NOTIFICATIONS) {
    showNotification(`${shown.length} new stories match your alerts`, {
      body: shown
        .map((m) => m.story.headline)
        .slice(0, 3)
        .join('\n'),
      tag: `stories-${shown[0]?.story.id}`,
    });
  } else {
    for (const { story, matched } of shown) {
      // The rules by name, and the instrument it moves: a macro story names what it moves.
      const why = alertWhyText(matched, alertInstrument(story, matched, watched));
      showNotification(alertNotificationTitle(story), { body: `${story.headline}\n${why}`, tag: `story-${story.id}`, storyId: story.id });
    }
  }
  if (device.sound) playAlertSound();
}
