/**
 * Polarity and modality of an event cue: is the event stated as having happened, as denied or
 * avoided, or only as expected? A negated event is not that event ("does not raise rates",
 * "denies it is in talks", "averting default"); a preview is not a fact ("set to cut", "poll sees").
 *
 * The scope of not/no/never/without/"rules out" comes from wink-nlp's English model (its
 * negation flags mark the words a negator governs). wink reads only texts that hold a negator at
 * all, so the analyzer keeps its speed on the large majority that hold none. Words that deny
 * without a grammatical negator (denies, rejects, scraps, fails to, averts, talks collapse) are
 * read here, within the cue's clause.
 */

import { winkEnglish } from '../wink';

const winkReader = () => winkEnglish(['sbd', 'negation']);

/** A grammatical negator: only texts holding one are parsed for negation scope. */
const NEGATOR = /\b(?:not|no|never|without|nor|cannot|rules? out|ruled out|ruling out)\b|n['’]t\b/i;

/** Double negation: what "cannot be ruled out" keeps open is possible, not denied. */
const NOT_RULED_OUT =
  /\b(?:can(?:not|['’]t| not)|could(?:n['’]t| not)|won['’]t|will not|do(?:es)?(?:n['’]t| not)|did(?:n['’]t| not)|not)\s+(?:be\s+)?(?:rul(?:e|ed|ing)\s+out|exclud\w+)/i;

/** "Not done raising rates": more is coming, the opposite of a denial. */
/** "Fails to avoid a recession": a denied denial, the event happened. */
const FAILED_TO_AVOID = /\b(?:fail(?:s|ed)? to|could(?:n['’]t| not)|unable to|did(?:n['’]t| not))\s+(?:avoid|avert|prevent|stave off|escape|dodge)\b/i;
const NOT_DONE = /\bnot (?:yet )?(?:done|finished|through) (?:with )?(?:rais|hik|cut|eas|tighten|lower)\w*/i;

/** Verbs and phrases that deny, drop or avert what follows them in the clause. */
const DENIES_WHAT_FOLLOWS =
  /\b(?:den(?:y|ies|ied|ying)|dismiss(?:es|ed)?|reject(?:s|ed|ing)?|refrain(?:s|ed)? from|shelv(?:e|es|ed|ing)|scrap(?:s|ped|ping)?|abandon(?:s|ed|ing)?|drop(?:s|ped)? (?:plans?|its|the|a) |walk(?:s|ed)? away from|call(?:s|ed)? off|pull(?:s|ed)? out of|decid(?:es|ed) against|back(?:s|ed)? away from|fail(?:s|ed)? to|avert(?:s|ed|ing)?|avoid(?:s|ed|ing)?|dodg(?:e|es|ed|ing)|stav(?:es|ed|ing) off|dash(?:es|ed|ing)|push(?:es|ed)? back (?:against|on)|too early to (?:talk|think) about|no plans? to|no need (?:for|to))\b/i;

/** Said after the event: "rate cuts not imminent", "hike off the table", "talks collapse". */
const DENIED_AFTER =
  /^(?:(?:\s+[\w'’-]+){0,3}?\s+(?:(?:is|was|were|are|been)\s+)?(?:ruled out|rejected|dismissed|scrapped|shelved)\s+by\b)|^[\s'’"]*(?:(?:is|are|was|were|has been|have been|had been)\s+(?:not|never)\b|(?:isn['’]t|aren['’]t|wasn['’]t|weren['’]t|hasn['’]t|haven['’]t)\b|(?:(?:is|are|was|were|remains?|looks?|seems?)\s+)?(?:not (?:imminent|on the table|needed|warranted|in the cards|on the agenda|happening|coming)|off the table|unlikely|ruled out|(?:talks? )?(?:collapse[sd]?|break(?:s)? down|broke down|fall(?:s)? through|fell through)))\b/i;

/** Clause ends: a denial in one clause does not reach the next ("rejects the offer, prolonging the strike"). */
const CLAUSE_BREAK = /[;,:!?]|\.(?=\s|$)|\s[-–—]\s|\b(?:but|as|while|after|and)\b/gi;

function clauseAround(text: string, at: number, end: number): { start: number; stop: number } {
  let start = 0;
  let stop = text.length;
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    const i = m.index ?? 0;
    if (i + m[0].length <= at) start = i + m[0].length;
    else if (i >= end) {
      stop = i;
      break;
    }
  }
  return { start, stop };
}

/** Character offsets of wink's tokens (wink reports values, not offsets). */
function negatedSpans(text: string): [number, number][] {
  const reader = winkReader();
  const its = reader.its;
  const doc = reader.readDoc(text);
  const values = doc.tokens().out(its.value) as string[];
  const flags = doc.tokens().out(its.negationFlag) as unknown as boolean[];
  const spans: [number, number][] = [];
  let cursor = 0;
  values.forEach((value, i) => {
    const at = text.indexOf(value, cursor);
    if (at < 0) return;
    cursor = at + value.length;
    if (flags[i]) spans.push([at, cursor]);
  });
  return spans;
}

export type Polarity = 'affirmed' | 'negated';

/** Is the event named by text[at, end) denied, dropped or averted in its clause? */
export function polarityOf(text: string, at: number, end: number): Polarity {
  const { start, stop } = clauseAround(text, at, end);
  const clause = text.slice(start, stop);
  const before = text.slice(start, at);
  if (NOT_RULED_OUT.test(clause) || NOT_DONE.test(clause) || FAILED_TO_AVOID.test(clause)) return 'affirmed';
  if (DENIES_WHAT_FOLLOWS.test(before)) return 'negated';
  if (DENIED_AFTER.test(text.slice(end, end + 40))) return 'negated';
  if (!NEGATOR.test(clause)) return 'affirmed';
  // wink marks the words a negator governs; the cue is negated when any of its words is.
  const offset = start;
  return negatedSpans(clause).some(([from, to]) => from + offset < end && to + offset > at) ? 'negated' : 'affirmed';
}

/**
 * For a cue whose own first word denies ("no urgency to cut", "exits easy policy"): is it denied
 * again before it, in its clause ("not considering an exit from easy policy")?
 */
export function deniedBefore(text: string, at: number): boolean {
  const { start } = clauseAround(text, at, at);
  const before = text.slice(start, at);
  return DENIES_WHAT_FOLLOWS.test(before) || NEGATOR.test(before);
}

/**
 * Is the event only expected, planned or talked about, not done? Previews, polls, sources and
 * hedged verbs rank low; a past or present-tense fact does not ("slashes rates to near zero").
 */
const PROSPECTIVE_BEFORE =
  /\b(?:will|would|could|may|might|won['’]t|wouldn['’]t|signals?|signall?ing|flags?|flagging|hints? at|set to|expected to|likely to|poised to|plans? to|planning to|aims? to|seeks? to|considers?|considering|weighs?|weighing|mulls?|mulling|eyes|eyeing|braces? for|bracing for|ahead of|awaits?|awaiting|poll|see|seen|sees|forecasts?|predicts?|bets? on|bets|odds of|hopes? (?:of|for)|calls? for|urges?|pressure (?:to|for)|case for|talk of|talks? (?:on|about)|speculation)\b/i;
const PROSPECTIVE_ANYWHERE = /\b(?:sources say|sources said|people familiar|reportedly|in focus|week ahead|what to (?:watch|expect)|preview)\b/i;

export type Modality = 'done' | 'prospective';

export function modalityOf(text: string, at: number, end: number): Modality {
  const { start } = clauseAround(text, at, end);
  const before = text.slice(Math.max(start, at - 40), at);
  return PROSPECTIVE_BEFORE.test(before) || PROSPECTIVE_ANYWHERE.test(text) ? 'prospective' : 'done';
}
