/**
 * Frames: each clause of a text read into who acts, what is done to what, and how the clause
 * holds it (done, denied, hedged, ahead of time, reported), by longest-match lookups of the
 * lexicon's stemmed phrases in the clause's stems.
 */
import type { EconomyCode } from '../../../shared/exchanges';
import type { Language } from '../../../shared/language';
import type { ActionClass, ActorClass, Lexicon, Modality, Slots, ThemeClass, Tilt } from './lexicon/classes';
import { english } from './lexicon/english';
import { german } from './lexicon/german';
import { portuguese } from './lexicon/portuguese';
import { phraseStems, type Token, tokensOf } from './parse';

export type Frame = {
  /** Who acts, in the order the clause names them; the first is the subject. */
  actors: ActorClass[];
  /** The economy the clause names through an actor or a currency ("Riksbank", "lira"). */
  economy: EconomyCode | null;
  action: ActionClass | null;
  theme: ThemeClass | null;
  /** The act a theme's own words carry ("asset purchases": buying), beside the clause's act on it ("ends"). */
  themeAction: ActionClass | null;
  /** The path of policy the clause states ("fewer cuts": +1, hawkish), if any. */
  tilt: Tilt | null;
  /** The act is denied, called off or averted in the clause. */
  denied: boolean;
  modality: Modality;
  /** A speaker's words ("says", "signals"), not an act. */
  speech: boolean;
  /** The outcome against expectations: above (1), below (-1), in line (0). */
  versus: -1 | 0 | 1 | null;
  /** The act went further (1) or less far (-1) than expected. */
  extent: -1 | 1 | null;
  surprise: boolean;
  /** The act markets expected, when the clause names one ("forecasts of a cut"). */
  expectedAction: ActionClass | null;
};

type Entry = { stems: string[]; slots: Slots };
type CompiledLexicon = Map<string, Entry[]>;

const LEXICONS: Record<Language, Lexicon> = { en: english, de: german, pt: portuguese };
const compiled = new Map<Language, CompiledLexicon>();

/** The lexicon by first stem, longest phrase first. */
function lexiconOf(language: Language): CompiledLexicon {
  let byFirst = compiled.get(language);
  if (byFirst) return byFirst;
  byFirst = new Map();
  for (const [phrase, slots] of LEXICONS[language]) {
    const stems = phraseStems(phrase, language);
    const first = stems[0];
    if (first === undefined) continue;
    const list = byFirst.get(first) ?? [];
    list.push({ stems, slots });
    byFirst.set(first, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  compiled.set(language, byFirst);
  return byFirst;
}

function longestAt(tokens: readonly Token[], at: number, lexicon: CompiledLexicon): Entry | null {
  const candidates = lexicon.get(tokens[at]?.stem ?? '');
  if (!candidates) return null;
  return candidates.find(({ stems }) => stems.every((stem, i) => tokens[at + i]?.stem === stem && (i === 0 || !tokens[at + i]?.breakBefore))) ?? null;
}

const MODALITY_RANK: Record<Modality, number> = { fact: 0, reported: 1, previewed: 2, hedged: 3, denied: 4 };

const emptyFrame = (): Frame => ({
  actors: [],
  economy: null,
  action: null,
  theme: null,
  themeAction: null,
  tilt: null,
  denied: false,
  modality: 'fact',
  speech: false,
  versus: null,
  extent: null,
  surprise: false,
  expectedAction: null,
});

const ACTION_SIGN: Partial<Record<ActionClass, 1 | -1>> = { raise: 1, lower: -1 };

/** Read a text into one frame per clause. */
export function framesOf(text: string, language: Language): Frame[] {
  const tokens = tokensOf(text, language);
  const lexicon = lexiconOf(language);
  const frames: Frame[] = [];
  let frame = emptyFrame();
  // Inside a clause: a denial seen (it scopes over the act after it), an expectation named, a quantity before an act.
  let denialSeen = false;
  let expecting = false;
  let quantity: -1 | 1 | null = null;
  const close = () => {
    // A clause that calls off its theme with no act of its own ("tariffs scrapped", "no rate cut") denies it.
    if (!frame.action && denialSeen) frame.denied = true;
    // Guidance called off ("drops its pledge of more hikes") is the opposite guidance.
    if (denialSeen && frame.tilt) frame.tilt = -frame.tilt as Tilt;
    frames.push(frame);
    frame = emptyFrame();
    denialSeen = false;
    expecting = false;
    quantity = null;
  };
  for (let at = 0; at < tokens.length; ) {
    const token = tokens[at] as Token;
    const entry = longestAt(tokens, at, lexicon);
    const slots = entry?.slots;
    if (at > 0 && (token.breakBefore || slots?.clauseBreak)) close();
    at += entry ? entry.stems.length : 1;
    if (!slots) continue;
    if (slots.actor) {
      frame.actors.push(slots.actor);
      if (slots.economy && !frame.economy) frame.economy = slots.economy;
    }
    if (slots.theme && slots.economy && !frame.economy) frame.economy = slots.economy;
    if (slots.modality === 'denied') denialSeen = true;
    else if (slots.modality && MODALITY_RANK[slots.modality] > MODALITY_RANK[frame.modality]) frame.modality = slots.modality;
    if (slots.speech) frame.speech = true;
    if (slots.surprise) frame.surprise = true;
    if (slots.versus !== undefined) frame.versus = slots.versus;
    if (slots.extent) frame.extent = slots.extent;
    if (slots.expectation) expecting = true;
    if (slots.quantity) quantity = slots.quantity;
    if (slots.tilt) frame.tilt = slots.tilt;
    if (slots.action) {
      if (expecting) {
        frame.expectedAction ??= slots.action;
      } else {
        const sign = ACTION_SIGN[slots.action];
        // "fewer cuts", "more hikes": an amount of acts to come is the path of policy.
        if (quantity && sign && !frame.tilt) frame.tilt = (quantity * sign) as Tilt;
        if (!frame.action) {
          frame.action = slots.action;
          frame.denied = denialSeen || token.negated;
        }
      }
      quantity = null;
    }
    if (slots.theme && !expecting) {
      frame.theme ??= slots.theme;
      if (slots.action) frame.themeAction ??= slots.action;
    }
  }
  close();
  return frames.filter((f) => f.actors.length > 0 || f.action || f.theme || f.tilt || f.versus !== null || f.extent !== null || f.surprise || f.expectedAction);
}
