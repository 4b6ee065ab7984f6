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
import { keptForRecentTexts, phraseStems, type Token, tokensOf, wordsAndStemsOf, wordsOf } from './parse';

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
  /** The denial calls off what was agreed or under way ("scraps the merger"), rather than saying it was never so. */
  calledOff: boolean;
  modality: Modality;
  /** A speaker's words ("says", "signals"), not an act. */
  speech: boolean;
  /** The clause names the head of a central bank, whose words are its policy. */
  head: boolean;
  /** The clause tells how members voted. */
  vote: boolean;
  /** The clause calls the decision close. */
  narrow: boolean;
  /** The clause names a medicine or its trial. */
  drug: boolean;
  /** The clause names a mine or a smelter, whose supply is never oil's. */
  mineral: boolean;
  /** The clause names a weapon ("drones", "missiles"). */
  weapon: boolean;
  /** A denial came after the clause's theme ("terminals spared", "output unaffected"), not before it ("no oil exports"). */
  deniedAfterTheme: boolean;
  /** The outcome against expectations: above (1), below (-1), in line (0). */
  versus: -1 | 0 | 1 | null;
  /** The act went further (1) or less far (-1) than expected. */
  extent: -1 | 1 | null;
  surprise: boolean;
  /** The act markets expected, when the clause names one ("forecasts of a cut"). */
  expectedAction: ActionClass | null;
  /** The act is a verb of a decision ("hikes", "holds"), not of a move ("rises"). */
  decisive: boolean;
  /** The clause names an economic release ("CPI", "payrolls"). */
  release: boolean;
  /** The theme is measured the other way round ("trade deficit"). */
  inverse: boolean;
  /** The theme is the clause's subject: named before its act, among the clause's first words ("The lira slides"). */
  themeLeads: boolean;
  /** The commodity the clause names, as the product names it. */
  commodity: string | null;
  /** The clause is a cause or circumstance with a subject of its own ("after …", "as …"): it takes no actor from the clause before. */
  ownSubject: boolean;
  /** The clause is about a core measure ("core prices"), which markets read before the headline figure. */
  core: boolean;
  /** The clause asks a question: it asserts nothing. */
  question: boolean;
  /** The clause ends with a colon: a name there opens a quote ("ECB's Schnabel: …"). */
  opensQuote: boolean;
  /** The clause calls its act or figure the largest in a long time. */
  record: boolean;
  /** Where the clause starts and ends in the text, to quote it as written. */
  start: number;
  end: number;
  /** Where the clause names its event (its theme, act or denial): the names before it act, those after it are acted on. */
  eventStart: number;
  eventEnd: number;
};

/** `keys`: stems, or for a name (an actor or an economy's currency) the words as written: "Boeing" is not the BoE. */
type Entry = { keys: string[]; byWord: boolean; slots: Slots };
/** The lexicon's entries by their first key: stem-keyed entries by the first stem, name-keyed ones by the first word. */
type CompiledLexicon = { byStem: Map<string, Entry[]>; byWord: Map<string, Entry[]> };

const LEXICONS: Record<Language, Lexicon> = { en: english, de: german, pt: portuguese };
const compiled = new Map<Language, CompiledLexicon>();

/** The lexicon by first key, longest phrase first. */
function lexiconOf(language: Language): CompiledLexicon {
  let lexicon = compiled.get(language);
  if (lexicon) return lexicon;
  lexicon = { byStem: new Map(), byWord: new Map() };
  for (const [phrase, slots] of LEXICONS[language]) {
    const byWord = slots.actor !== undefined || slots.economy !== undefined || slots.exact === true;
    const keys = byWord ? wordsOf(phrase) : phraseStems(phrase, language);
    const first = keys[0];
    if (first === undefined) continue;
    const index = byWord ? lexicon.byWord : lexicon.byStem;
    const list = index.get(first) ?? [];
    list.push({ keys, byWord, slots });
    index.set(first, list);
  }
  // Longest phrase first; of two as long, the one that says more ("easing" the theme and act, before "ease" the act).
  const said = (entry: Entry) => Object.keys(entry.slots).length;
  for (const index of [lexicon.byStem, lexicon.byWord])
    for (const list of index.values()) list.sort((a, b) => b.keys.length - a.keys.length || said(b) - said(a));
  compiled.set(language, lexicon);
  return lexicon;
}

/** The first keys of the entries `anchors` accepts, per language, kept per predicate. */
type AnchorKeys = { stems: Set<string>; words: Set<string> };
const anchorKeys = new Map<(slots: Slots) => boolean, Map<Language, AnchorKeys>>();

/**
 * Whether a text holds a word that could start an entry `anchors` accepts: a quick look, without
 * the parse, that lets a reader skip texts that cannot match any row of its table. The keys are
 * kept per predicate, so pass a function defined once, not one made at the call.
 */
export function mentionsAny(text: string, language: Language, anchors: (slots: Slots) => boolean): boolean {
  let perLanguage = anchorKeys.get(anchors);
  if (!perLanguage) {
    perLanguage = new Map();
    anchorKeys.set(anchors, perLanguage);
  }
  let keys = perLanguage.get(language);
  if (!keys) {
    const { byStem, byWord } = lexiconOf(language);
    const accepted = (index: Map<string, Entry[]>) =>
      new Set([...index].filter(([, entries]) => entries.some((entry) => anchors(entry.slots))).map(([key]) => key));
    keys = { stems: accepted(byStem), words: accepted(byWord) };
    perLanguage.set(language, keys);
  }
  const { stems, words } = keys;
  return wordsAndStemsOf(text, language).some(({ written, stem }) => words.has(written) || stems.has(stem));
}

/** Whether the entry's keys are the tokens from `at` on, within one clause. */
function entryAt(entry: Entry, tokens: readonly Token[], at: number): boolean {
  const { keys, byWord } = entry;
  for (let i = 0; i < keys.length; i++) {
    const token = tokens[at + i];
    if (token === undefined || (byWord ? token.word : token.stem) !== keys[i] || (i > 0 && token.breakBefore)) return false;
  }
  return true;
}

function firstEntryAt(entries: readonly Entry[] | undefined, tokens: readonly Token[], at: number): Entry | null {
  if (entries) for (const entry of entries) if (entryAt(entry, tokens, at)) return entry;
  return null;
}

function longestAt(tokens: readonly Token[], at: number, lexicon: CompiledLexicon): Entry | null {
  const token = tokens[at];
  if (!token) return null;
  const byStem = firstEntryAt(lexicon.byStem.get(token.stem), tokens, at);
  const byWord = firstEntryAt(lexicon.byWord.get(token.word), tokens, at);
  return byStem && byWord ? (byWord.keys.length >= byStem.keys.length ? byWord : byStem) : (byWord ?? byStem);
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
  calledOff: false,
  modality: 'fact',
  speech: false,
  head: false,
  vote: false,
  narrow: false,
  drug: false,
  mineral: false,
  weapon: false,
  deniedAfterTheme: false,
  versus: null,
  extent: null,
  surprise: false,
  expectedAction: null,
  ownSubject: false,
  decisive: false,
  release: false,
  inverse: false,
  themeLeads: false,
  commodity: null,
  core: false,
  opensQuote: false,
  question: false,
  record: false,
  start: -1,
  end: -1,
  eventStart: -1,
  eventEnd: -1,
});

/** How many words after a comparison its reference may come ("below the 0.2% forecast", "deeper than the drop economists expected"). */
const REFERENCE_REACH = 6;

/** Which way an act moves what it is done to: only raising and lowering have a way. */
export const ACTION_SIGN: Partial<Record<ActionClass, 1 | -1>> = { raise: 1, lower: -1 };

/** Read a text into one frame per clause. Frames handed out are never changed; a reader that fills them in works on copies. */
export const framesOf: (text: string, language: Language) => readonly Readonly<Frame>[] = keptForRecentTexts(readFrames);

function readFrames(text: string, language: Language): Frame[] {
  const tokens = tokensOf(text, language);
  const lexicon = lexiconOf(language);
  const frames: Frame[] = [];
  let frame = emptyFrame();
  // Inside a clause: a denial seen (it scopes over the act after it), an expectation named, a quantity before an act.
  let denialSeen = false;
  // A fear named in the clause, and a verb of its fading.
  let fear = false;
  let fading = false;
  let ending = false;
  let expecting = false;
  let quantity: -1 | 1 | null = null;
  // The last comparison ("under", "above") and amount ("more", "deeper") seen, waiting for a reference ("estimates").
  type Pending = { sign: -1 | 0 | 1; at: number; modality: Modality };
  let compared: Pending | null = null;
  let sized: Pending | null = null;
  let superlativeAt = -1;
  let likeAt = -1;
  // An act word used as an adjective ("rising deficits") gives way to a later verb of the clause.
  let tentative = false;
  // Where the clause starts, to tell the subject: a theme among its first words.
  let clauseStart = 0;
  const SUBJECT_WORDS = 3;
  const close = () => {
    // A clause that calls off its theme with no act of its own ("tariffs scrapped", "no rate cut") denies it.
    if (!frame.action && denialSeen) frame.denied = true;
    if (fear && fading) frame.denied = true;
    // "… signals the easing cycle is over": the cycle's act, ended, is the opposite guidance.
    const cycle = frame.themeAction ?? frame.action;
    const cycleSign = cycle ? ACTION_SIGN[cycle] : undefined;
    if (ending && cycleSign && frame.tilt === null) frame.tilt = -cycleSign as Tilt;
    // Guidance called off ("drops its pledge of more hikes") is the opposite guidance.
    if (denialSeen && frame.tilt) frame.tilt = -frame.tilt as Tilt;
    frames.push(frame);
    frame = emptyFrame();
    denialSeen = false;
    fear = false;
    fading = false;
    ending = false;
    expecting = false;
    quantity = null;
    tentative = false;
    compared = null;
    sized = null;
    superlativeAt = -1;
    likeAt = -1;
  };
  const startClause = (at: number) => {
    close();
    clauseStart = at;
  };
  for (let at = 0; at < tokens.length; ) {
    const token = tokens[at] as Token;
    const entry = longestAt(tokens, at, lexicon);
    const slots = entry?.slots;
    // A second release named after the first has moved, or has been set against forecasts, starts a clause of its own
    // ("jobless rate falls and wages jump", "wages beat them and unemployment falls").
    const nextRelease =
      slots?.theme !== undefined &&
      frame.theme !== null &&
      slots.theme !== frame.theme &&
      (frame.action !== null || frame.versus !== null) &&
      (slots.release === true || frame.release);
    if (at > 0 && (token.breakBefore || slots?.clauseBreak || nextRelease)) {
      if (token.afterColon) frame.opensQuote = true;
      startClause(at);
    }
    // A question asserts nothing: what it holds is at most hedged.
    if (token.question) frame.question = true;
    if (token.question && MODALITY_RANK[frame.modality] < MODALITY_RANK.hedged) frame.modality = 'hedged';
    const position = at - clauseStart;
    const here = at;
    if (slots?.clauseBreak === 'own subject') frame.ownSubject = true;
    at += entry ? entry.keys.length : 1;
    if (frame.start < 0) frame.start = token.start;
    frame.end = tokens[at - 1]?.end ?? token.end;
    if (!slots) continue;
    if (slots.theme || slots.action || slots.modality === 'denied') {
      if (frame.eventStart < 0) frame.eventStart = token.start;
      frame.eventEnd = frame.end;
    }
    // A comparison, then what was expected: the outcome against it ("under estimates") or the act's extent ("more than expected").
    if (slots.compare !== undefined) compared = { sign: slots.compare, at: here, modality: frame.modality };
    if (slots.likeness) likeAt = here;
    if (slots.quantity) sized = { sign: slots.quantity, at: here, modality: frame.modality };
    if (slots.core) frame.core = true;
    if (slots.record) frame.record = true;
    if (slots.superlative) superlativeAt = here;
    if (slots.since && superlativeAt >= 0 && here - superlativeAt <= REFERENCE_REACH) frame.record = true;
    // Forecasters named after the act are its object ("prices catch economists off guard"), not who previews it.
    if (slots.actor && !(slots.actor === 'forecaster' && frame.action)) {
      frame.actors.push(slots.actor);
      if (slots.economy && !frame.economy) frame.economy = slots.economy;
    }
    // A place ("euro zone") or a theme of one ("the lira") names the economy.
    if (slots.economy && !slots.actor && !frame.economy) frame.economy = slots.economy;
    // A state left as it was, after a central bank's act of holding it, affirms the hold ("keeps its yield cap intact").
    const keptPolicy = slots.kept && frame.action === 'hold' && (frame.actors.includes('central-bank') || frame.theme === 'policy-rate');
    const modality = keptPolicy ? undefined : slots.modality;
    if (modality === 'denied') {
      if (frame.theme !== null) frame.deniedAfterTheme = true;
      // A denial after the act in its clause calls it off too ("… output unaffected", "tariffs scrapped");
      // a second denial undoes the first ("a hike cannot be ruled out").
      if (frame.action) frame.denied = !frame.denied;
      denialSeen = !denialSeen;
      if (slots.callOff) frame.calledOff = true;
      // A fear named after the act is its cause ("the rand tumbles on power-cut fears"): the act still happened.
    } else if (modality && !(slots.fear && frame.action) && MODALITY_RANK[modality] > MODALITY_RANK[frame.modality]) frame.modality = modality;
    if (slots.speech) frame.speech = true;
    if (slots.head) frame.head = true;
    if (slots.vote) frame.vote = true;
    if (slots.narrow) frame.narrow = true;
    if (slots.drug) frame.drug = true;
    if (slots.mineral) frame.mineral = true;
    if (slots.weapon) frame.weapon = true;
    if (slots.fear) fear = true;
    if (slots.fading) fading = true;
    if (slots.ending) ending = true;
    if (slots.commodity) frame.commodity ??= slots.commodity;
    if (slots.surprise) frame.surprise = true;
    if (slots.versus !== undefined) frame.versus = slots.versus;
    if (slots.extent) frame.extent = slots.extent;
    if (slots.expectation) expecting = true;
    // The first amount word before an act sets it: "only one more cut" is fewer.
    if (slots.quantity) quantity ??= slots.quantity;
    if (slots.tilt) frame.tilt = slots.tilt;
    if (slots.action) {
      if (expecting) {
        frame.expectedAction ??= slots.action;
      } else {
        const sign = ACTION_SIGN[slots.action];
        // "fewer cuts", "an end to easing": an amount of acts to come is the path of policy, not the clause's act.
        const guidance = quantity !== null && sign !== undefined && !frame.tilt;
        if (guidance) frame.tilt = ((quantity ?? 0) * sign) as Tilt;
        // An amount of a program's own act ("slows the pace of runoff", "more bond buying") is an act on the program.
        if (quantity && !sign && slots.theme && !frame.action) frame.action = quantity > 0 ? 'raise' : 'lower';
        // After the theme, a word the tagger calls an adjective is the predicate's act ("asset purchases slow").
        if (!guidance && (!frame.action || (tentative && (token.pos !== 'ADJ' || frame.theme !== null)))) {
          frame.action = slots.action;
          frame.decisive = slots.decision === true;
          frame.denied = denialSeen;
          // An approval gives way to the act it approves ("approves an output hike").
          // A program's own act ("asset purchases": buying) gives way to an act on it ("asset purchases slow"); a
          // decision named as a noun does not ("a rate cut boosts stocks" is still a cut).
          tentative = token.pos === 'ADJ' || slots.action === 'admit' || slots.yields === true || slots.theme === 'balance-sheet';
        }
      }
      quantity = null;
    }
    if (slots.release) frame.release = true;
    if (slots.reference || slots.actor === 'forecaster') {
      const near = (pending: Pending | null): pending is Pending => pending !== null && here - pending.at <= REFERENCE_REACH;
      // What the comparison is measured against is not a preview of its own.
      // A comparison stays open for the rest of its reach: "undershoots the consensus forecast" names one reference.
      if (near(compared)) {
        if (compared.sign !== 0) frame.versus ??= compared.sign;
        frame.modality = compared.modality;
      } else if (near(sized)) {
        if (sized.sign !== 0) frame.extent ??= sized.sign;
        frame.modality = sized.modality;
      } else if (likeAt >= 0 && here - likeAt <= 3 && !frame.theme) {
        frame.versus ??= 0;
        frame.modality = 'fact';
      }
    }
    if (slots.theme && !expecting) {
      if (!frame.theme) frame.themeLeads = !frame.action && position < SUBJECT_WORDS;
      if (!frame.theme && slots.inverse) frame.inverse = true;
      frame.theme ??= slots.theme;
      if (slots.action) frame.themeAction ??= slots.action;
    }
  }
  close();
  return frames.filter(
    (f) => f.actors.length > 0 || f.action || f.theme || f.tilt || f.versus !== null || f.extent !== null || f.surprise || f.commodity || f.expectedAction,
  );
}
