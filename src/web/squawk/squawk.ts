/**
 * What the squawk says and when: a new red story (the top impact band, shared/impact.ts) is read
 * aloud once, its headline in the story's language (with a voice of that language when the
 * browser has one) and its impact in English. A story is never read twice: the stories read are
 * remembered in this browser for half a day, across reloads, and only one feed tab speaks.
 */

import { type FeedItem, isSampleStory } from '@/shared/feed';
import { impactLevel } from '@/shared/impact';
import { isReadLanguage, type Language } from '@/shared/language';
import { readStory } from '@/shared/story-reading';
import { getSession } from '@/web/lib/session-store';

/** One piece of speech, in one language. */
export type Utterance = { text: string; lang: Language };

/** More red stories at once than this (a reconnect's catch-up) are counted, not all read. */
const MAX_READ_AT_ONCE = 3;
const REMEMBER_MS = 12 * 3600_000;
const REMEMBERED = 300;

/** A scored story in the red band: the only kind the squawk reads. */
export function isRedStory(story: Pick<FeedItem, 'impact_score' | 'analysis'>): boolean {
  const { verdict } = readStory(story);
  return verdict.kind === 'scored' && impactLevel(verdict.score) === 'high';
}

/** "Impact 8.5, bearish for EUR/USD." */
function impactLine(story: Pick<FeedItem, 'impact_score' | 'analysis'>): string {
  const { calls } = readStory(story);
  if (!calls) return '';
  return `Impact ${calls.figure}, ${calls.direction}${calls.primary ? ` for ${calls.primary.symbol}` : ''}.`;
}

/**
 * What is said for the stories read at once: each story's headline and impact (a sample story
 * says it is one, as every screen marks it), and how many more there are beyond the first few.
 */
export function squawkUtterances(stories: readonly Pick<FeedItem, 'headline' | 'impact_score' | 'analysis' | 'source'>[]): Utterance[] {
  const read = stories.slice(0, MAX_READ_AT_ONCE).flatMap((story): Utterance[] => {
    const language = story.analysis?.language ?? 'en';
    return [
      ...(isSampleStory(story) ? [{ text: 'Sample story.', lang: 'en' as const }] : []),
      { text: story.headline, lang: isReadLanguage(language) ? language : 'en' },
      { text: impactLine(story), lang: 'en' },
    ];
  });
  const more = stories.length - MAX_READ_AT_ONCE;
  return more > 0 ? [...read, { text: `And ${more} more red ${more === 1 ? 'story' : 'stories'}.`, lang: 'en' }] : read;
}

/** A voice of the language, this browser's default for it first; undefined leaves the choice to the browser. */
function voiceFor(voices: readonly SpeechSynthesisVoice[], lang: Language): SpeechSynthesisVoice | undefined {
  const matching = voices.filter((voice) => voice.lang.toLowerCase().replace('_', '-').split('-')[0] === lang);
  return matching.find((voice) => voice.default) ?? matching.find((voice) => voice.localService) ?? matching[0];
}

const BCP47: Record<Language, string> = { en: 'en-US', de: 'de-DE', pt: 'pt-BR' };

export function speak(utterances: readonly Utterance[]) {
  const synthesis = window.speechSynthesis;
  const voices = synthesis.getVoices();
  for (const { text, lang } of utterances) {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = BCP47[lang];
    const voice = voiceFor(voices, lang);
    if (voice) utterance.voice = voice;
    synthesis.speak(utterance);
  }
}

const spokenKey = () => {
  const userId = getSession()?.user.id;
  return userId ? `impactwire.squawk-spoken.${userId}` : null;
};

function readSpoken(now: number): Record<string, number> {
  const key = spokenKey();
  try {
    const stored: unknown = JSON.parse((key && localStorage.getItem(key)) || '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(Object.entries(stored).filter(([, at]) => typeof at === 'number' && at > now - REMEMBER_MS));
  } catch {
    return {};
  }
}

/**
 * Takes the stories not yet read in this browser and remembers them as read; returns those to
 * read now. Only the speaking tab writes (use-squawk.ts), so no two tabs race for a story.
 */
export function takeUnspoken<T extends { id: number }>(stories: readonly T[], now = Date.now()): T[] {
  const spoken = readSpoken(now);
  const fresh = stories.filter((story) => spoken[story.id] === undefined);
  if (fresh.length === 0) return [];
  for (const story of fresh) spoken[story.id] = now;
  // Story ids grow with time: the lowest are the oldest.
  const kept = Object.entries(spoken)
    .sort(([a], [b]) => Number(b) - Number(a))
    .slice(0, REMEMBERED);
  const key = spokenKey();
  try {
    if (key) localStorage.setItem(key, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full: read now, and perhaps once more after a reload.
  }
  return fresh;
}
