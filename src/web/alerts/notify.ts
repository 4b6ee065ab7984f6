/**
 * Browser notifications for new stories that match the user's alert rules, shown while a feed
 * tab is open (in the background too). Each story alerts once per browser, however many feed
 * tabs are open: a tab claims the story under a Web Lock before it shows anything.
 */
import { type AlertRules, alertReasons, alertReasonsText } from '@/shared/alerts';
import type { FeedItem } from '@/shared/feed';
import { verdictText } from '@/shared/impact';
import { notificationsSupported, readDeviceAlerts } from './device-alerts';

/** More than this many at once become one summary notification, not a stack. */
const MAX_SINGLE_NOTIFICATIONS = 3;
const ALERTED_KEY = 'impactwire.alerted-stories';
const REMEMBERED = 200;

/** The notification's title: the figure the card shows (never one the story does not hold) and the symbols. */
function notificationTitle(story: FeedItem): string {
  const verdict = verdictText(story.impact_score);
  return story.symbols.length > 0 ? `${verdict} · ${story.symbols.slice(0, 3).join(', ')}` : verdict;
}

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

/** Two short tones, made on the spot: no sound file to load. Browsers allow it once the page has been used. */
export function playAlertSound() {
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1320],
    ] as const) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.14);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.15);
    }
  } catch {
    // No audio here: the notification still shows.
  }
}

/**
 * Shows the notifications for new stories, if this browser has them on and allowed. `open`
 * takes the reader to a story when a notification is clicked.
 */
export async function alertNewStories(stories: readonly FeedItem[], rules: AlertRules, watched: readonly string[], open: (id: number) => void) {
  const device = readDeviceAlerts();
  if (!device.notify || !notificationsSupported() || Notification.permission !== 'granted') return;
  const matching = stories.map((story) => ({ story, reasons: alertReasons(story, rules, watched) })).filter((m) => m.reasons.length > 0);
  if (matching.length === 0) return;
  const mine = await claim(matching.map((m) => m.story.id));
  const shown = matching.filter((m) => mine.has(m.story.id));
  if (shown.length === 0) return;
  const show = (title: string, body: string, tag: string, id: number | null) => {
    const notification = new Notification(title, { body, tag, icon: '/favicon.svg' });
    notification.onclick = () => {
      window.focus();
      if (id !== null) open(id);
      notification.close();
    };
  };
  if (shown.length > MAX_SINGLE_NOTIFICATIONS) {
    show(
      `${shown.length} new stories match your alerts`,
      shown
        .map((m) => m.story.headline)
        .slice(0, 3)
        .join('\n'),
      'story-summary',
      null,
    );
  } else {
    for (const { story, reasons } of shown)
      show(
        notificationTitle(story),
        `${story.headline}\n${alertReasonsText(
          reasons,
          story.symbols.filter((symbol) => watched.includes(symbol)),
          rules,
        )}`,
        `story-${story.id}`,
        story.id,
      );
  }
  if (device.sound) playAlertSound();
}
