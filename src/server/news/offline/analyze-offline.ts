/**
 * Deterministic offline analyzer. The event model (../events) decides what happened and how much
 * it matters for which instrument; the finance lexicon only supplies direction where the event
 * type leaves it open, and a weak lean for text with no recognised event. No network, no model
 * weights; thousands of items per second.
 */
import type { AnalysisResult, ArticleInput } from '../../../shared/analysis';
import { detectLanguage, isReadLanguage } from '../../../shared/language';
import { directionOf, NEUTRAL_BAND } from '../../../shared/news-kinds';
import { withoutControlCharacters } from '../../../shared/plain-text';
import { once } from '../../lib/once';
import { assess, businessNewsMatch, detectEvent, type EventMatch, withNamedPairs, withProducers } from '../events/assess';
import { germanTone } from '../events/german';
import { portugueseTone } from '../events/portuguese';
import { NAMED_COMPANY } from '../events/scope';
import { eventTypeById, MARKET_TALK } from '../events/taxonomy';
import { readCompanyEvent, readEconomyEvent } from '../reader/interpret';
import { categorize, categoryOfEvent } from './category';
import { buildConsensusDelta, buildEventExplanation, buildEventPathways, buildEventPatterns } from './narrative';
import { scoreText } from './score';
import { findSymbolMentions, isCompanySymbol } from './symbols';
import { cleanText } from './tokenize';

export const OFFLINE_METHOD = 'offline';

const marketOpinion = eventTypeById('market-opinion');

/** How much of a headline, summary or body is read: the lead carries the news, and the bound keeps the cost per item. */
const MAX_PART_CHARS = 4000;
/** The headline states the news; summary and body add context but must not drown it. */
const SUMMARY_WEIGHT = 0.5;
const CONTENT_WEIGHT = 0.3;
/** Questions ("Is X a buy?") assert less than statements. */
const QUESTION_DAMPING = 0.35;
/** Advice to the reader about their own money is personal finance, not market news. */
const PERSONAL_FINANCE =
  /\b(?:your (?:retirement|money|portfolio|savings|nest egg|finances|salary|credit|budget|taxes|401\(?k\)?|paycheck|mortgage)|how (?:to|you can) (?:prepare|save|invest|retire|budget|pay off|negotiate))\b/i;
/** Explainers and glossary entries teach; they report nothing. */
const EXPLAINER = /\b(?:definition|examples|explained|what is an?|a guide to|101)\b/i;
/** Text that is only cashtags and links names instruments but says nothing about them. */
const ONLY_TAGS = /^(?:\s|\$[A-Za-z][\w.]*|https?:\/\/\S+|#\w+)*$/;
/**
 * What a finance editor would not run as market news, whatever business word it holds: sport,
 * entertainment and celebrity, crime, awards and honours, conferences and events, charity,
 * election campaigns, lifestyle. It stops weak company-level readings (a launch, a lawsuit, a word
 * like "business") where no listed instrument is named; an event that moves markets is still read.
 */
const NOT_MARKET_NEWS = new RegExp(
  [
    // Sport
    String.raw`\b(?:league|championships?|tournament|playoffs?|Super Bowl|World Cup|Olympics?|Olympians?|Wimbledon|Grand Slam|NBA|NFL|MLB|NHL|FIFA|UEFA|Formula (?:One|1)|quarterback|touchdown|striker|goalkeeper|head coach|sports? teams?)\b`,
    // Entertainment and celebrity
    String.raw`\b(?:celebrit\w+|actor|actress|singer|rapper|pop star|movie star|film star|Hollywood star|Oscars?|Grammys?|Emmys?|Golden Globes?|red carpet|co-anchors?|reality (?:TV|show)|royal family|Duke and Duchess|album|concert)\b`,
    // Crime and policing, unless a firm, its people or its money are involved (fraud, bribery, tax)
    String.raw`^(?!.*\b(?:fraud\w*|insider|tax|bank\w*|securities|embezzl\w*|brib\w*|laundering|accounting|executives?|CEO|CFO|traders?|investors?|company|companies|firms?)\b).*\b(?:police|arrested|murder\w*|homicide|shooting|shots fired|stabb\w*|shot dead|suspect|robbery|burglar\w*|kidnap\w*|manhunt|assault)\b`,
    // Awards, honours and events
    String.raw`\b(?:(?<!contract )awards?\b(?!-winning| (?:a |an )?contract)|prizes?|honou?red|honou?rees?|gala|hall of fame|(?<!(?:earnings|investor|analyst|results|industry) )conference(?! call)|webinar)\b`,
    // Charity and initiatives
    String.raw`\b(?:charit\w+|donat\w+|philanthrop\w+|volunteer\w*|non-?profit|scholarships?|(?:sustainability|community|social|diversity) (?:initiative|campaign|program(?:me)?))\b`,
    // Election campaigns
    String.raw`\b(?:(?:presidential|election|political|re-election|primary) campaigns?|campaign trail|candidates?|caucus\w*|delegates?|voters?)\b`,
    // Lifestyle
    String.raw`\b(?:zodiac|horoscopes?|astrolog\w+|recipes?|dating|wedding|skincare|workout|fashion week)\b`,
  ].join('|'),
  'is',
);
/**
 * A promotion asks the reader to act ("Learn more", "use code"): with no event in it, it is an
 * advertisement, whatever it names. (A publisher's "Sign up for updates" after real news is not.)
 */
const ADVERTISEMENT = /\b(?:learn more|click (?:here|the link)|free trial|limited[- ]time offer|use (?:promo |coupon )?code)\b/i;
/** A short phrase in quotation marks: "so-called". */
const SCARE_QUOTED = /(?<![\p{L}\p{N}])['‘"“](?:[^'‘’"“”\s]+\s){0,3}[^'‘’"“”\s]+['’"”](?![\p{L}\p{N}])/gu;

/**
 * In a story about charity, sport or the like, a market term in quotation marks is a figure of
 * speech ("a 'bank run' for hospices"): it is blanked, every other character in its place, so no
 * reader takes it for the event.
 */
function figurative(text: string): string {
  // Most texts quote nothing: the quick look comes first.
  return text.search(SCARE_QUOTED) >= 0 && NOT_MARKET_NEWS.test(text) ? text.replace(SCARE_QUOTED, (quoted) => ' '.repeat(quoted.length)) : text;
}

/** Weak readings that a non-market context overrides; stronger events are market news wherever they occur. */
const WEAK_EVENT = 0.65;

const ECONOMIC_TEXT =
  /\b(?:economy|economic|data|index|report|rate|prices|percent|%|y\/y|m\/m|yoy|mom|annual|monthly|quarterly|month|quarter|year-on-year|year-over-year)\b/i;

/** The tone lexicons of the other languages read; English has the finance lexicon. */
const FOREIGN_TONE: Partial<Record<string, (text: string) => number>> = { de: germanTone, pt: portugueseTone };

/** One analysis's cache of a text function. */
function memo<T>(f: (text: string) => T): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    let value = seen.get(text);
    if (value === undefined) {
      value = f(text);
      seen.set(text, value);
    }
    return value;
  };
}

/** Lexicon lean of a piece of text in [-1, 1]. */
function toneOf(text: string): number {
  let raw = scoreText(text).sum;
  if (text.includes('?')) raw *= QUESTION_DAMPING;
  return Math.tanh(raw);
}

/**
 * `reader`: which reader reads economy-wide news. `frames` (the default): the frame reader
 * (../reader) wherever it reads an event, the event cues for the rest (company news above all).
 * `cues`: the event cues alone, kept to measure the frames against (`bench:probes --reader cues`,
 * bench/README.md).
 */
export type OfflineOptions = { reader?: 'frames' | 'cues' };

export function analyzeOffline(article: ArticleInput, { reader = 'frames' }: OfflineOptions = {}): AnalysisResult {
  // Each part is read up to a bound (a feed may send megabytes, and the parse costs by the word), and
  // without control characters, which the analysis would otherwise quote (the CLI reads raw text).
  const bounded = (text: string | null | undefined) => cleanText(withoutControlCharacters((text ?? '').slice(0, MAX_PART_CHARS * 2))).slice(0, MAX_PART_CHARS);
  const headline = figurative(bounded(article.headline));
  const summary = figurative(bounded(article.summary));
  const content = bounded(article.content);
  const allText = [headline, summary, content].filter(Boolean).join('\n');
  // The readers ask for the instruments a text names, where it names them, and the tone of the same clauses more than once.
  const mentionsOf = memo(findSymbolMentions);
  const symbolsIn = (t: string) => [...new Set(mentionsOf(t).map((mention) => mention.symbol))];
  const symbols = symbolsIn(allText);
  const symbolsOf = memo((t: string) => (t === allText ? symbols : symbolsIn(t)));
  // The keyword rules' category, asked only where the event read does not settle it.
  const category = once(() => categorize([headline, summary, content.slice(0, 1500)].filter(Boolean).join('\n'), symbols.some(isCompanySymbol)));
  const base = { symbols, method: OFFLINE_METHOD };

  const language = detectLanguage([headline, summary].filter(Boolean).join(' '));
  if (!isReadLanguage(language)) {
    return notScored(
      { ...base, category: category() },
      language,
      null,
      `Not scored: the text is in a language the offline analyzer does not read (${language}).`,
    );
  }

  // Overall lean of the wording: the headline, plus what summary and body add. Only the event cues' reading weighs it.
  const toneIn = FOREIGN_TONE[language] ?? toneOf;
  const foreignTone = FOREIGN_TONE[language];
  const overallTone = once(() =>
    foreignTone
      ? foreignTone([headline, summary].filter(Boolean).join(' '))
      : Math.tanh(
          scoreText(headline).sum * (headline.includes('?') ? QUESTION_DAMPING : 1) +
            (summary && summary !== headline ? SUMMARY_WEIGHT * Math.tanh(scoreText(summary).sum) : 0) +
            (content && content !== summary && content !== headline ? CONTENT_WEIGHT * Math.tanh(scoreText(content).sum) : 0),
        ),
  );

  // The event is read from the headline first; the summary and body only when it names none.
  const lead = summary ? `${headline}\n${summary}` : headline;
  const consensusDelta = buildConsensusDelta(allText);
  // An economy-wide event is read from the frames of its clauses (../reader); other news by the event cues.
  const companyNamed = symbols.some(isCompanySymbol);
  // What the frame reader needs of a text beside its words: the companies it names, and where.
  const readerInput = (text: string) => ({
    text,
    language,
    companyNamed,
    names: companyNamed ? companyNames(mentionsOf(text)) : [],
    companies: symbolsOf(text).filter(isCompanySymbol),
  });
  const headlineCue = memo((text: string) => detectEvent(text, language));
  // The headline names the event; the summary is read too when the headline gives it no direction ("… surprises at 5%"),
  // unless the headline names an event of its own that the summary only gives background to (a lender's own rate).
  const framed = () => {
    const own = readEconomyEvent(readerInput(headline));
    if (!summary || own?.instruments.some((i) => i.direction !== 'neutral')) return own;
    const cue = own ? null : headlineCue(headline);
    if (cue && cue.event.id !== 'business-news') return null;
    return readEconomyEvent(readerInput(lead)) ?? own;
  };
  const read = reader === 'frames' ? framed() : null;
  if (read) {
    return {
      ...base,
      category: categoryOfEvent(read.event, category),
      impact_score: read.score,
      instruments: withProducers(withNamedPairs(read.instruments, symbols), read.event),
      event_type: read.event.id,
      language,
      language_supported: true,
      patterns: buildEventPatterns(read.event, read.instruments),
      explanation: buildEventExplanation(read, directionOf(read.score)),
      consensus_delta: consensusDelta,
      pathways: buildEventPathways(read.event),
    };
  }
  // A company's own event the frames read outranks the cues' reading of company news and of talk about markets
  // (a recap, an opinion), not an economy-wide event the cues read.
  const companyEvent = (text: string): EventMatch | null => {
    if (reader !== 'frames') return null;
    const read = readCompanyEvent(readerInput(text));
    return read && { event: read.event, cue: text.slice(read.at, read.end), at: read.at, end: read.end, denied: read.denied };
  };
  // A headline with no event of its own ("business news") gives way to a summary that names the instruments.
  const headlineEvent = headlineCue(headline);
  const headlineCompany =
    headlineEvent && headlineEvent.event.reach !== 'company' && headlineEvent.event.family !== 'market-commentary' ? null : companyEvent(headline);
  const headlineMatch =
    headlineCompany ?? (headlineEvent && (headlineEvent.event.id !== 'business-news' || !summary || symbolsOf(headline).length > 0) ? headlineEvent : null);
  const match =
    headlineMatch ??
    (summary ? (companyEvent(lead) ?? detectEvent(lead, language)) : null) ??
    (content ? detectEvent(`${lead}\n${content.slice(0, 1500)}`, language) : null) ??
    // A named instrument or company, or wording that leans one way, is still a (weak) signal.
    (symbols.length > 0 || NAMED_COMPANY.test(lead) || Math.abs(overallTone()) >= NEUTRAL_BAND ? businessNewsMatch(lead) : null);

  if (match) {
    const text = headlineMatch ? headline : lead;
    const input = {
      text,
      language,
      symbols,
      isCompany: isCompanySymbol,
      tone: memo((t: string) => (t === text ? overallTone() : toneIn(t))),
      isEconomicText: ECONOMIC_TEXT.test(text),
    };
    let a = assess(match, input, symbolsOf, mentionsOf);
    if (symbols.length === 0 && PERSONAL_FINANCE.test(text)) return notScored({ ...base, category: category() }, language, consensusDelta);
    if (ONLY_TAGS.test(text) || (a.event.id === 'business-news' && ADVERTISEMENT.test(text)))
      return notScored({ ...base, category: category() }, language, consensusDelta);
    if (!companyNamed && a.event.reach === 'company' && a.event.magnitude <= WEAK_EVENT && NOT_MARKET_NEWS.test(text)) {
      return notScored({ ...base, category: category() }, language, consensusDelta);
    }
    // Wording alone about nothing tradable is not a market signal, nor is advice, commentary or an
    // explainer that names no instrument or company ...
    const unnamed = symbols.length === 0 && !NAMED_COMPANY.test(text);
    const noInstrument = a.scope === 'nothing-tradable' || (unnamed && (a.evidence.novelty === 'opinion' || EXPLAINER.test(text)));
    if (a.event.id === 'business-news' && noInstrument) {
      // ... unless it is opinion about the markets, an asset class, a sector or the economy:
      // commentary ranks low, but it is market news.
      if (a.scope === 'nothing-tradable' || EXPLAINER.test(text) || !MARKET_TALK.test(text))
        return notScored({ ...base, category: category() }, language, consensusDelta);
      a = assess({ event: marketOpinion, cue: MARKET_TALK.exec(text)?.[0] ?? '', at: 0, end: 0 }, input, symbolsOf, mentionsOf);
    }
    return {
      ...base,
      category: categoryOfEvent(a.event, category),
      impact_score: a.score,
      instruments: withProducers(a.instruments, a.event),
      event_type: a.event.id,
      language,
      language_supported: true,
      patterns: buildEventPatterns(a.event, a.instruments),
      explanation: buildEventExplanation(a, directionOf(a.score)),
      consensus_delta: consensusDelta,
      pathways: buildEventPathways(a.event),
    };
  }

  return notScored({ ...base, category: category() }, language, consensusDelta);
}

/** Where a text names companies, as [start, end) offsets: the frame reader does not read their names as words. */
function companyNames(mentions: ReturnType<typeof findSymbolMentions>): [number, number][] {
  return mentions.filter((mention) => isCompanySymbol(mention.symbol)).map((mention) => [mention.index, mention.index + mention.name.length]);
}

/** No evidence, no verdict: a null score, shown as "Not scored", with the reason. */
function notScored(
  base: Pick<AnalysisResult, 'category' | 'symbols' | 'method'>,
  language: string,
  consensus_delta: string | null,
  unreadLanguageReason?: string,
): AnalysisResult {
  return {
    ...base,
    impact_score: null,
    instruments: [],
    event_type: null,
    language,
    language_supported: unreadLanguageReason === undefined,
    patterns: '',
    explanation: unreadLanguageReason ?? 'Not scored: the text names no market event, instrument or economic variable.',
    consensus_delta,
    pathways: [],
  };
}
