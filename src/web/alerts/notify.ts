/**
 * Browser notifications for new stories that match the user's alert rules, shown while a feed
 * tab is open (in the background too). Each story alerts once per browser, however many feed
 * tabs are open: a tab claims the story under a Web Lock before it shows anything.
 */
import { type AlertRule, alertInstrument, alertNotificationTitle, alertWhyText, matchingAlertRules } from '@/shared/alerts';
import type { FeedItem } from '@/shared/feed';
import { notificationsSupported, readDeviceAlerts } from './device-alerts';

/** More than this many at once become one summary notification, not a stack. */
const MAX_SINGLE_NOTIFICATIONS = 3;
const ALERTED_KEY = 'impactwire.alerted-stories';
const REMEMBERED = 200;

/** Claims the stories not yet alerted in this browser; returns those this tab should show. */
async function claim(ids: number[]): Promise<Set<number>> {
  const take = () => {
    let seen: number[] = [];
    try {
      seen = JSON.parse(localStorage.getItem(ALERTED_KEY) ?? '[]') as number[];
    } catch {
      seen = [];
    }
    const fresh = ids.filter((id) => !seen.includes(id));
    localStorage.setItem(ALERTED_KEY, JSON.stringify([...seen, ...fresh].slice(-REMEMBERED)));
    return new Set(fresh);
  };
  // Without Web Locks (old browsers) two tabs may both show one story; the tag then merges them.
  return navigator.locks ? navigator.locks.request('impactwire-alerts', take) : take();
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
