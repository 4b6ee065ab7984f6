/**
 * The interpreter: frames → the event, its direction and the instruments it moves. It matches the
 * frames against the event table and applies the row's named reading; no step here branches on a
 * particular event.
 */
import type { InstrumentImpact } from '../../../shared/analysis';
import { ECONOMIES, type EconomyCode, EUROPEAN_ECONOMIES } from '../../../shared/exchanges';
import type { Language } from '../../../shared/language';
import { symbolMarket } from '../../../shared/markets';
import { directionOf, NEUTRAL_BAND } from '../../../shared/news-kinds';
import { once } from '../../lib/once';
import type { Assessment } from '../events/assess';
import {
  type Economy,
  economiesIn,
  economyOf,
  economyOfListing,
  involvesMajorPower,
  marketOfClass,
  RATING_AGENCY,
  SCOPE_FACTOR,
  type Scope,
} from '../events/scope';
import { expectedSign, readSurprise, type Surprise } from '../events/surprise';
import { type AssetClass, type EventType, eventTypeById, hasTrait, type Sign, scoreCeiling } from '../events/taxonomy';
import { companyTable, type EventRow, eventTable } from './events';
import { ACTION_SIGN, type Frame, framesOf, mentionsAny } from './frames';
import type { ActionClass, Modality, Slots, Tilt } from './lexicon/classes';
import { wordsOf } from './parse';

const ACT_SIGN: Record<ActionClass, Sign> = {
  raise: 1,
  lower: -1,
  hold: 0,
  impose: 1,
  lift: -1,
  halt: 1,
  resume: -1,
  buy: 1,
  sell: -1,
  attack: 1,
  assault: 1,
  oust: 1,
  detain: 1,
  truce: 1,
  downgrade: 1,
  upgrade: 1,
  default: 1,
  fail: 1,
  collapse: 1,
  rescue: -1,
  admit: 1,
  succeed: 1,
  flee: 1,
};

/**
 * Which way an act takes an amount: guidance lifted, a dividend brought back, access restored, a
 * trial that succeeds; or cut, halted, failed.
 */
const AMOUNT_WAY: Partial<Record<ActionClass, 1 | -1>> = { raise: 1, resume: 1, succeed: 1, admit: 1, buy: 1, lower: -1, halt: -1, fail: -1 };

/** How much of an event reaches markets as the clause holds it. */
const MODALITY_FACTOR: Record<Modality, number> = { fact: 1, reported: 0.85, denied: 0.7, hedged: 0.55, previewed: 0.35 };
/** A speaker's words about policy are guidance: smaller than the decision. */
const TALK_FACTOR = 0.75;
const SURPRISE_FACTOR = 1.2;
const IN_LINE_FACTOR = 0.45;
/** The largest act or figure in a long time ("biggest since 1994"), below a stated surprise. */
const RECORD_FACTOR = 1.12;
/** The lexicon's names for oil and natural gas (lexicon/english.ts). */
const OIL = 'OIL';
const NATURAL_GAS = 'NATGAS';
/** Economies whose exports are energy: a restriction on them touches oil. */
const ENERGY_EXPORTERS: ReadonlySet<EconomyCode> = new Set<EconomyCode>(['RU', 'SA', 'VE', 'NG', 'NO', 'KZ', 'AZ', 'QA', 'KW', 'OM', 'AE', 'BH']);
/** The themes of the table's releases: a variable named without a release's name is still one. */
const VARIABLE_THEMES: ReadonlySet<string> = new Set(eventTable.flatMap((row) => (row.reading === 'variable' && row.theme ? [row.theme] : [])));
/** Secondary classes react less than the one the event is about. */
const SECONDARY = 0.8;

type Match = { frame: Frame; row: EventRow; index: number };

/** Does the frame satisfy the row's pattern? Actors may be named anywhere in the text. */
function satisfies(frame: Frame, row: EventRow, named: ReadonlySet<string>): boolean {
  if (row.theme && frame.theme !== row.theme) return false;
  if (row.actions && !(frame.action && row.actions.includes(frame.action)) && !(frame.themeAction && row.actions.includes(frame.themeAction))) return false;
  // An official rate named as such ("the loan prime rate") needs no actor named.
  if (row.actors && !row.actors.some((actor) => named.has(actor)) && !(row.reading === 'policy' && frame.release)) return false;
  return true;
}

/**
 * What the whole text says, which some rows need besides their frame. `economyNamed` and `stated`
 * read the whole text again, so they are asked only when a row needs them.
 */
type Scene = {
  companyNamed: boolean;
  economyNamed: () => boolean;
  language: Language;
  stated: () => boolean;
  releaseNamed: boolean;
  commodityNamed: boolean;
  /** The cause of a currency's fall is being read. */
  causeOfFall?: boolean;
};

/** An act that moves a level up or down (raise, lower), as against one that holds, halts or imposes. */
const moves = (action: ActionClass | null): action is ActionClass => action !== null && ACTION_SIGN[action] !== undefined;

/**
 * The words a reading can start from: a theme or a tilt; a central bank or one of its people,
 * whose bare act is on the rate; an act that a row with no theme matches on (an attack, a downgrade).
 */
const THEMELESS_ACTIONS: ReadonlySet<ActionClass> = new Set(eventTable.filter((row) => !row.theme).flatMap((row) => row.actions ?? []));
const isAnchor = (slots: Slots): boolean =>
  slots.theme !== undefined ||
  slots.tilt !== undefined ||
  slots.actor === 'central-bank' ||
  slots.actor === 'speaker' ||
  (slots.action !== undefined && THEMELESS_ACTIONS.has(slots.action));

/** The conditions of each reading, beyond its row's pattern: what tells the event from words that only look like it. */
function holds(frame: Frame, row: EventRow, named: ReadonlySet<string>, scene: Scene): boolean {
  if (row.economyNamed && !scene.economyNamed()) return false;
  if (row.commodityNamed && !frame.commodity) return false;
  // A company's own prices, output, sales or tariff bill are its news, not the economy's.
  const companyOnly = scene.companyNamed && !frame.economy && !named.has('statistics') && !named.has('central-bank') && !named.has('government');
  if (row.notCompany && companyOnly) return false;
  switch (row.reading) {
    case 'policy':
      // A central bank's decision is said with a verb of decision ("rates rise" is the market's doing), by the bank
      // itself moving its own rate, or it is guidance; a lender's own prime rate is its news.
      return (
        (!companyOnly && frame.decisive) ||
        frame.tilt !== null ||
        frame.themeAction !== null ||
        frame.speech ||
        frame.actors[0] === 'speaker' ||
        (frame.actors[0] === 'central-bank' && frame.action !== null) ||
        (frame.release && frame.action !== null)
      );
    case 'variable':
      // A release says which way it went, and is an economy's: named, in the language's home, by a release's own
      // name, or beside one ("payrolls miss, hourly earnings beat").
      return (
        !companyOnly &&
        (moves(frame.action) || frame.surprise || scene.stated()) &&
        (frame.release || scene.releaseNamed || named.has('statistics') || scene.language !== 'en' || scene.economyNamed())
      );
    case 'flow':
      // A company's own output is its news, unless the supply cut is of a commodity it names ("shuts its crude line").
      return !companyOnly || scene.commodityNamed;
    case 'currency':
      // A currency moves when it is the subject ("The lira slides") or its central bank moves it ("guides the yuan
      // firmer"), not when it prices something ("a dollar bond").
      return !companyOnly && (frame.themeLeads || frame.actors[0] === 'central-bank' || row.actions?.includes('buy') === true);
    case 'restriction':
      // A restriction named as the cause of a currency's fall was imposed ("the rand slides after US tariffs on its steel");
      // a market's move is no act on one ("stocks rally on tariff hopes").
      return (
        ((frame.action !== null && frame.actors[0] !== 'market') || (frame.ownSubject && frame.modality === 'fact' && scene.causeOfFall === true)) &&
        !companyOnly
      );
    default:
      return true;
  }
}

function firstMatch(frames: readonly Frame[], scene: Scene): Match | null {
  const named = new Set(frames.flatMap((frame) => frame.actors));
  for (const [index, read] of frames.entries()) {
    if (read.expectedAction && !read.action) continue;
    for (const row of eventTable) {
      // A theme denied with no act of its own denies the row's act ("export terminals spared": no halt).
      const denial = row.deniedAct && read.denied && !read.action && !read.themeAction ? row.deniedAct : undefined;
      const frame = denial && (denial.denial === 'after') === read.deniedAfterTheme ? { ...read, action: denial.act } : read;
      if (satisfies(frame, row, named) && holds(frame, row, named, scene)) return { frame, row, index };
    }
  }
  return null;
}

const negate = (moves: EventType['moves']): EventType['moves'] =>
  Object.fromEntries(Object.entries(moves).map(([cls, sign]) => [cls, -(sign ?? 0)])) as EventType['moves'];

/** `sign`: the direction of the outcome for markets; `act`: the decision itself, which names the event (a cut with hawkish guidance is still a cut). */
/** `guided`: a hold whose way comes from its guidance or its vote ("holds, signals cuts"): a decision's news, not a hold's. */
type Direction = { sign: Sign; talk: boolean; act?: Sign; turned?: boolean; denied?: boolean; guided?: boolean };

/** The named readings: how the matched frame's act, the others' guidance and the expectation give one direction. */
function readDirection(reading: EventRow['reading'], match: Match, frames: readonly Frame[], surprise: Surprise): Direction {
  const { frame } = match;
  const act = frame.action ?? frame.themeAction;
  const actSign: Sign = act ? ACT_SIGN[act] : 0;
  const denied = frame.denied ? -1 : 1;
  const others = frames.filter((_, i) => i !== match.index);
  // What forecasters saw coming is the expectation, not the act ("most economists saw a pause").
  const forecast = others.find((f) => f.actors[0] === 'forecaster' && f.action)?.action ?? null;
  // With no move of its own (a hold), another clause's act on the same thing leans it ("two members voted for a cut").
  const lean = (sign: number): number => {
    if (sign !== 0) return sign;
    const other = others.find((f) => f.action && f.actors[0] !== 'forecaster' && f.actors[0] !== 'market' && !f.expectedAction);
    return other?.action ? ACT_SIGN[other.action] * (other.denied ? -1 : 1) : 0;
  };
  switch (reading) {
    case 'policy': {
      // "…, governor says": a clause that only attributes makes the bank's act its words.
      const attributed = others.some(
        (f) => f.speech && !f.theme && !f.action && f.tilt === null && !f.denied && (f.actors[0] === 'speaker' || f.actors[0] === 'central-bank'),
      );
      // A path of policy with no act of the day ("signals an end to easing") is guidance too.
      const talk = frame.speech || frame.actors[0] === 'speaker' || attributed || (!frame.action && frame.tilt !== null);
      // A decision's "lift" raises the rate.
      const decided: Sign = act === 'lift' ? 1 : actSign;
      // Stated guidance about the path outranks the act of the day ("cuts, but signals fewer cuts");
      // a speaker declining to guide further ("gives no hint of more") leans against the act.
      const declined = others.find((f) => f.speech && f.denied && !f.action && f.tilt === null);
      // Members voting for less, or a decision called close ("trims on a 5-4 split"), lean against the act: fewer to come.
      const dissent = decided !== 0 && others.some((f) => f.vote && f.action && ACT_SIGN[f.action] !== decided && !f.expectedAction);
      const close = decided !== 0 && (frame.narrow || others.some((f) => f.narrow && f.vote));
      const guidance = others.find((f) => f.tilt !== null)?.tilt ?? ((declined || dissent || close) && decided ? (-decided as Tilt) : null);
      // A clause's own tilt has its denial in it already ("a further hike is unlikely" tilts dovish).
      const own = frame.tilt;
      if (talk) {
        const said = own ?? decided * denied;
        return { sign: (guidance ?? said) as Sign, talk: true };
      }
      const expectedAction = frames.find((f) => f.expectedAction)?.expectedAction ?? forecast;
      const expected: Sign | null = expectedAction ? ACT_SIGN[expectedAction] : expectedSign(surprise);
      const extent = frames.find((f) => f.extent !== null)?.extent ?? (surprise.kind === 'size' ? surprise.sign : null);
      // A rate set above or below the level expected ("raises to 15%, short of the 20% expected") is that much tighter or looser.
      const versus = frames.find((f) => f.versus)?.versus ?? null;
      let sign: number = decided * denied;
      if (expected !== null && !frame.denied) sign = Math.sign(decided - expected);
      else if (versus && decided && !frame.denied) sign = versus;
      else if (extent && decided) sign = extent > 0 ? decided : -decided;
      // A decision denied is no decision: the bank holds ("sees no reason to end negative rates").
      const way = (guidance ?? own ?? lean(sign)) as Sign;
      return { sign: way, talk: false, act: frame.action ? (frame.denied ? 0 : decided) : undefined, guided: decided === 0 && sign === 0 && way !== 0 };
    }
    case 'program': {
      // The program's own direction (buying eases, running off tightens), turned by an act on it ("ends", "slows").
      const program = frame.themeAction === 'buy' ? -1 : 1;
      const onIt = frame.action && frame.action !== frame.themeAction ? (ACT_SIGN[frame.action] < 0 || frame.action === 'halt' ? -1 : 1) : 1;
      return { sign: (program * onIt * denied) as Sign, talk: frame.speech, turned: onIt < 0 };
    }
    case 'variable': {
      // The comparison that belongs to this release: from the end of the release before it to the start
      // of the next ("CPI rises 0.1%, below forecasts, but core jumps 0.4%": the core has none). A variable
      // named without a release's name ends one too ("job growth misses, wage gains beat").
      const isRelease = (f: Frame) => f.theme !== null && (f.release || VARIABLE_THEMES.has(f.theme));
      const previous = frames.findLastIndex((f, i) => i < match.index && isRelease(f));
      const next = frames.findIndex((f, i) => i > match.index && isRelease(f));
      const own = frames.slice(previous < 0 ? 0 : match.index, next < 0 ? undefined : next);
      const versus = own.find((f) => f.versus !== null)?.versus ?? null;
      const extent = own.find((f) => f.extent !== null)?.extent ?? null;
      let move: number = moves(act) ? actSign : 0;
      // In line with forecasts: the move stands, priced in (IN_LINE_FACTOR).
      if (versus === 0) move = actSign;
      else if (versus !== null) move = versus;
      else if (extent && actSign) move = extent > 0 ? actSign : -actSign;
      // The figures read from the whole text belong to its first release, or to the one that says it surprised.
      else if (previous >= 0) move = actSign || (frame.surprise ? surprise.sign : 0);
      else if (surprise.sign !== 0) move = surprise.kind === 'size' ? surprise.sign * (actSign || 1) : surprise.sign;
      else if (surprise.inLine) move = 0;
      return { sign: (move * denied * (frame.inverse ? -1 : 1)) as Sign, talk: false };
    }
    case 'restriction': {
      // Imposed or raised: +1; lifted, cut or called off: relief.
      // Access is the restriction the other way round: access cut is a restriction imposed, restored is relief.
      const imposed = frame.inverse ? -(act ? (AMOUNT_WAY[act] ?? -1) : -1) : act ? (ACT_SIGN[act] >= 0 && act !== 'hold' ? 1 : -1) : 1;
      return { sign: (imposed * denied) as Sign, talk: false };
    }
    case 'flow': {
      // Supply cut or halted: +1 (the commodity rises); restored or raised: -1.
      const flowOf = (a: ActionClass | null) => (a === 'halt' || a === 'lower' ? 1 : a === 'resume' || a === 'raise' ? -1 : 0);
      // With no cut or restoration of its own, the path it sets does: "shelves talk of deeper cuts" is more supply.
      const flowIn = (f: Frame) => flowOf(f.action) * (f.denied ? -1 : 1) || (f.tilt ? -f.tilt : 0);
      const cut = flowOf(act) * denied || (frame.tilt ? -frame.tilt : 0);
      // A hold takes its way from the clause beside it ("leaves quotas unchanged; deeper cuts are shelved").
      const other = cut === 0 ? others.find((f) => flowIn(f) !== 0) : undefined;
      const sign = (other ? flowIn(other) : cut) as Sign;
      // A way set by talk of cuts, not by an act on supply, names the cut talked of: shelved, it is denied.
      const talked = flowOf(other?.action ?? act) === 0 && sign !== 0;
      return talked ? { sign, talk: false, act: 1, denied: sign < 0 } : { sign, talk: false };
    }
    case 'currency':
      return { sign: ((actSign || 1) * denied) as Sign, talk: false };
    case 'fixed': {
      // A state a row names by its theme (a shutdown, a stimulus), lifted or ended, is its opposite.
      const undone = match.row.theme && (act === 'lift' || act === 'resume') ? -1 : 1;
      return { sign: (denied * undone) as Sign, talk: false };
    }
  }
}

/**
 * `names`: where the text names companies ([start, end) offsets). A company's name is not read as
 * words ("Dollar Tree" is no dollar, "Bank of America" no central bank) unless it names an actor
 * of the lexicon (a listed rating agency); the rest of the text is.
 */
export type ReaderInput = {
  text: string;
  language: Language;
  companyNamed: boolean;
  names?: readonly (readonly [number, number])[];
  /** The companies the text names, as symbols: a cut in supply at a company's own site moves its shares. */
  companies?: readonly string[];
};

const namesActor = (slots: Slots): boolean => slots.actor !== undefined;

/** The text with the given spans blanked, every other character in its place. */
function blanked(text: string, spans: readonly (readonly [number, number])[]): string {
  let out = text;
  for (const [start, end] of spans) {
    // The mark that joins two names ("Shell-BP", "Honda/Nissan") goes with them: left alone, it would end a clause.
    const joined = JOINER.test(out.charAt(end)) && spans.some(([next]) => next === end + 1) ? 1 : 0;
    out = out.slice(0, start) + ' '.repeat(Math.max(0, end - start + joined)) + out.slice(end + joined);
  }
  return out;
}
const JOINER = /^[-–/]$/;

/**
 * A central bank's bare act ("hikes 50 bp", "holds") is on its rate. So is the decision of one of its
 * people, named with their economy ("Powell opens the door to easing"), and guidance from either
 * ("signals more hikes").
 */
function onTheRate(frame: Frame): void {
  const banker = frame.actors.includes('central-bank') || (frame.actors[0] === 'speaker' && frame.economy !== null);
  const bareAct = frame.decisive && !(frame.speech && frame.actors[0] !== 'speaker');
  if (!frame.theme && banker && (bareAct || frame.tilt !== null)) frame.theme = 'policy-rate';
}

/** An economy's output, where no producers act on theirs, is its growth ("euro area output contracts"). */
function economyOutput(frame: Frame): void {
  if (frame.theme === 'production' && frame.economy && !frame.actors.includes('producers')) frame.theme = 'growth';
}

/** Weapons named at a supply site, with no act named, have struck it ("drones over a refinery"); troops may only guard it. */
function struckSite(frame: Frame): void {
  if (frame.theme === 'supply' && !frame.action && !frame.denied && frame.weapon) frame.action = 'halt';
}

/**
 * A country named as the subject of a rate decision named as a noun ("Norway delivers its first
 * rate reduction in years") is its central bank; "rate cut hopes" with no subject are no decision.
 */
function countryAsBank(frame: Frame, text: string): void {
  if (frame.theme !== 'policy-rate' || !frame.themeAction || frame.actors.length > 0 || frame.start < 0) return;
  const before = text.slice(frame.start, Math.max(frame.start, frame.eventStart));
  const subject = economiesIn(before)[0];
  // A lender's rate named before the decision noun is the lender's ("US credit card rate hike", "UK savings rate cut").
  if (!subject || wordsOf(before).some((word) => LENDERS_RATES.has(word))) return;
  frame.actors = ['central-bank'];
  frame.economy ??= subject.code;
}

/** Words that name a lender's own rate, not a central bank's. */
const LENDERS_RATES: ReadonlySet<string> = new Set([
  'mortgage',
  'mortgages',
  'savings',
  'card',
  'cards',
  'prime',
  'deposit',
  'deposits',
  'loan',
  'loans',
  'lending',
]);

/** The commodity a supply event moves; gold has a class of its own. */
function suppliedCommodity(frames: readonly Frame[]): string | null {
  return frames.find((f) => f.commodity && f.commodity !== 'GOLD')?.commodity ?? null;
}

/** Fill what a clause leaves to its sentence: the subject, the theme a bare act is on (on copies of the frames). */
function completed(read: readonly Readonly<Frame>[]): Frame[] {
  const frames = read.map((frame) => ({ ...frame }));
  for (const frame of frames) {
    onTheRate(frame);
    struckSite(frame);
    economyOutput(frame);
  }
  for (let i = 1; i < frames.length; i++) {
    const frame = frames[i] as Frame;
    const before = frames[i - 1] as Frame;
    // A headline that opens with a name alone ("ECB's Schnabel: …", "Fed minutes: …") quotes it.
    if (i === 1 && before.opensQuote && before.actors.length > 0 && !before.action && !before.theme && !before.expectedAction) frame.speech = true;
    // Officials after their bank is named are its officials ("Fed minutes: many officials saw …").
    if (frame.actors[0] === 'speaker' && !frame.economy && before.economy && before.actors.includes('central-bank')) {
      frame.economy = before.economy;
      onTheRate(frame);
    }
    // A clause with no actor of its own has its sentence's subject ("holds rates, signals cuts"), and speaks if it spoke.
    if (frame.actors.length === 0 && !frame.ownSubject) {
      frame.actors = before.actors;
      frame.economy ??= before.economy;
      frame.speech ||= before.speech;
      onTheRate(frame);
    }
    // A core measure after a release ("…, but core jumps") is that release's core.
    if (frame.core && !frame.theme && frames.slice(0, i).some((f) => f.theme === 'inflation')) {
      frame.theme = 'inflation';
      frame.release = true;
    }
    // A clause that only says which way ("…, rises 1.1%") moves the theme the clause before named.
    if (!frame.theme && frame.action && before.theme && !before.action) {
      before.action = frame.action;
      before.denied ||= frame.denied;
    }
  }
  return frames;
}

/** The text with the names of companies blanked; a listed rating agency ("Moody's") is still an actor of the lexicon. */
function withoutCompanyNames(text: string, language: Language, names: ReaderInput['names'] = []): string {
  const companies = names.filter(([start, end]) => !mentionsAny(text.slice(start, end), language, namesActor));
  return companies.length > 0 ? blanked(text, companies) : text;
}

/** The reading of an economy-wide event, or null when the frames match no row of the table. */
export function readEconomyEvent({ text, language, companyNamed, names, companies = [] }: ReaderInput): Assessment | null {
  const words = withoutCompanyNames(text, language, names);
  // Most news names no theme or act a row of the table is about: it is not parsed.
  if (!mentionsAny(words, language, isAnchor)) return null;
  const frames = completed(framesOf(words, language));
  for (const frame of frames) countryAsBank(frame, words);
  const surprise = once(() => readSurprise(text));
  const stated = once(() => frames.some((f) => (f.versus !== null && f.versus !== 0) || f.extent !== null) || surprise().sign !== 0);
  const releaseNamed = frames.some((f) => f.release && f.theme !== null);
  const commodityNamed = frames.some((f) => f.commodity !== null);
  const scene: Scene = { companyNamed, economyNamed: once(() => economiesIn(text).length > 0), language, stated, releaseNamed, commodityNamed };
  const first = firstMatch(frames, scene);
  if (!first) return null;
  // A mine or smelter is never oil's: with no commodity of the lexicon named (gold has a class of its own), its metal is
  // left to the event cues, which know more of them.
  if (first.row.reading === 'flow' && first.frame.mineral && suppliedCommodity(frames) === null) return null;
  const context = { frames, text, language, surprise: surprise(), companies };
  // A currency headline names its instrument and move first ("Krona jumps after …"); the cause it
  // gives, if the table knows it, moves the rest.
  if (first.row.reading === 'currency' && first.row.actions?.includes('raise')) {
    const lead = assessMatch(first, context);
    const leader = lead.instruments[0];
    const later = frames.slice(first.index + 1);
    // A currency that falls after a restriction named as its cause was hit by it ("the rand slides after US tariffs").
    const cause = firstMatch(later, { ...scene, causeOfFall: (leader?.score ?? 0) < 0 });
    if (cause && cause.row.reading !== 'currency') {
      const at = cause.index + first.index + 1;
      let caused = assessMatch({ ...cause, index: at }, context);
      // A release that "surprises" without saying which way went the way the currency it moved did.
      const currencyReaction = eventTypeById(cause.row.up).moves.currency ?? 0;
      if (leader && cause.row.reading === 'variable' && caused.instruments.length === 0 && currencyReaction !== 0) {
        const versus = (Math.sign(leader.score) * currencyReaction) as -1 | 1;
        const inferred = frames.map((f, i) => (i === at ? { ...f, versus } : f));
        caused = assessMatch({ ...cause, frame: inferred[at] as Frame, index: at }, { ...context, frames: inferred });
      }
      if (!leader) return caused;
      // The currency's move is the card's way; a cause that moved it the same way sizes the card where it is the larger news.
      const agrees = caused.instruments.some((i) => i.symbol === leader.symbol && i.direction === leader.direction);
      return {
        ...caused,
        score: Math.sign(leader.score) * Math.max(Math.abs(leader.score), agrees ? Math.abs(caused.score) : 0),
        instruments: [leader, ...caused.instruments.filter((i) => i.symbol !== leader.symbol && i.market !== leader.market)],
      };
    }
  }
  // Several releases in one text ("payrolls miss, but unemployment falls and wages jump"): a core
  // measure's side wins, else the side most of them take for bonds.
  if (first.row.reading === 'variable') {
    const found = frames.flatMap((frame, index) => {
      const match = firstMatch([frame], scene);
      return match && match.row.reading === 'variable' ? [{ ...match, index }] : [];
    });
    const releases = found.map((match) => assessMatch(match, context));
    const bondSign = (a: Assessment) => Math.sign(a.instruments.find((i) => i.market === marketOfClass.bonds)?.score ?? 0);
    const balance = Math.sign(releases.reduce((sum, a) => sum + bondSign(a), 0));
    const majority = releases.find((a) => bondSign(a) === balance && balance !== 0);
    // Markets read the core measure of a release before its headline figure.
    const core = releases.find((a, i) => found[i]?.frame.core && bondSign(a) !== 0);
    const winner = core ?? majority;
    if (releases.length > 1 && winner) return winner;
  }
  return assessMatch(first, context);
}

type Context = { frames: readonly Frame[]; text: string; language: Language; surprise: Surprise; companies: readonly string[] };

function assessMatch(match: Match, { frames, text, language, surprise, companies }: Context): Assessment {
  const { frame, row } = match;
  const read = readDirection(row.reading, match, frames, surprise);
  const economy = economyFor(frame, row, text, language, companies);
  // The dollar's move in news about another economy is that economy's currency moving the other way.
  const sign = (frame.economy === 'US' && economy.code !== 'US' && row.reading === 'currency' ? -read.sign : read.sign) as Sign;
  const { talk } = read;
  const outcome = read.act ?? sign;
  const unforeseen = frame.surprise && !surprise.expectedAction && !frames.some((f) => f.expectedAction);
  const eventId = talk
    ? sign > 0
      ? 'cb-hawkish'
      : sign < 0
        ? 'cb-dovish'
        : 'cb-commentary'
    : outcome > 0
      ? row.up
      : outcome < 0
        ? ((read.turned ? row.turnedDown : unforeseen ? row.surpriseDown : undefined) ?? row.down ?? row.up)
        : (row.flat ?? row.up);
  const event = eventTypeById(eventId);
  const up = eventTypeById(row.up);
  // Moves: the up event's when the outcome is up; the down event's (or the up's reversed) when down.
  const eventMoves: EventType['moves'] =
    row.reading === 'variable'
      ? sign === 0
        ? {}
        : sign > 0
          ? up.moves
          : negate(up.moves)
      : talk
        ? event.moves
        : sign > 0
          ? up.moves
          : sign < 0
            ? row.down
              ? eventTypeById(row.down).moves
              : negate(up.moves)
            : {};

  // Words of a speaker about anything but policy are opinion, and a forecaster's are a preview.
  // "…, says Larry Kudlow": a clause that only attributes makes the whole text a speaker's.
  // What forecasters or markets had pencilled in is an expectation, not an attribution.
  const attributed = frames.some((f) => f.speech && !f.theme && !f.action && f.actors[0] !== 'forecaster' && f.actors[0] !== 'market');
  // Only an actor speaks: "PMI points to …" is the figure's own reading.
  const spoken = row.reading !== 'policy' && ((frame.speech && frame.actors.length > 0) || frame.actors[0] === 'speaker' || attributed);
  // A denial in a bank's words is the guidance itself ("no cut is coming"), not a weaker report of an act.
  const deniedAct = frame.denied && !(row.reading === 'policy' && talk);
  // A question that forecasters answer ("Will the BoE cut? Economists polled say yes") is their preview.
  const forecastersAnswer = frame.question && frames.some((f) => f.actors[0] === 'forecaster' && !f.question);
  const modality: Modality = frame.actors[0] === 'forecaster' || forecastersAnswer ? 'previewed' : deniedAct ? 'denied' : spoken ? 'hedged' : frame.modality;
  const stated =
    frames.some((f) => f.surprise || (f.versus !== null && f.versus !== 0) || f.extent !== null || f.expectedAction) ||
    surprise.sign !== 0 ||
    surprise.unexpected;
  const inLine = frames.some((f) => f.versus === 0) || surprise.inLine;
  // A conflict or a sanction that involves a major power reaches markets as a major economy's news does.
  const scope: Scope = row.safety === 'theatre' || economy.major || (hasTrait(event, 'geopolitical') && involvesMajorPower(text)) ? 'economy' : 'minor-economy';
  const magnitude = Math.min(
    scoreCeiling(event, stated),
    // A decision against what was expected moves markets like a decision, whatever it was (a hold where a cut was priced).
    // So does a hold whose guidance or vote gives it a way.
    Math.max(event.magnitude, row.reading === 'policy' && (stated || read.guided) && sign !== 0 ? up.magnitude : 0) *
      SCOPE_FACTOR[scope] *
      MODALITY_FACTOR[modality] *
      // The head of a central bank speaks for its policy: weighed as its decisions are.
      (talk || spoken ? (frames.some((f) => f.head) ? 1 : TALK_FACTOR) : 1) *
      (stated ? SURPRISE_FACTOR : inLine ? IN_LINE_FACTOR : frames.some((f) => f.record) ? RECORD_FACTOR : 1),
  );
  const commodity = suppliedCommodity(frames);
  // A restriction lifts oil only where it touches energy: an exporter's, or one the text says is of oil or gas.
  const energy = commodity === OIL || commodity === NATURAL_GAS || ENERGY_EXPORTERS.has(economy.code);
  const moves = hasTrait(event, 'oil-if-energy') && !energy ? { ...eventMoves, oil: 0 as const } : eventMoves;
  const inEurope = EUROPEAN_ECONOMIES.has(economy.code) || frames.some((f) => f.economy !== null && EUROPEAN_ECONOMIES.has(f.economy));
  const instruments = instrumentsOf({ event, moves, economy, row, magnitude, text, commodity, sign, inEurope });
  // A commodity another clause names with a move of its own ("…; gold climbs") is listed with that move.
  for (const [index, other] of frames.entries()) {
    const move = other.action ? (ACTION_SIGN[other.action] ?? 0) : 0;
    if (index !== match.index && other.commodity && !other.denied)
      listInstrument(instruments, other.commodity, marketOfClass.gold, move, magnitude * SECONDARY);
  }
  // The companies the event happens to: a supply cut at a company's own site sends its shares down as the
  // commodity rises (restored, the other way); banks in distress fall with their index.
  const companyMove = row.reading === 'flow' && !frame.actors.includes('producers') ? -sign : row.theme === 'bank' ? (moves.stock ?? moves.index ?? 0) : 0;
  for (const company of companies) listInstrument(instruments, company, symbolMarket(company), companyMove, magnitude * SECONDARY);
  const primaryMove = moves[event.primary] ?? 0;
  const score = instruments[0]?.score ?? (primaryMove ? primaryMove * Math.max(magnitude, NEUTRAL_BAND) : 0);
  return {
    event,
    cue: frame.start >= 0 ? text.slice(frame.start, frame.end) : text.slice(0, 60),
    variableMove: row.reading === 'variable' ? sign : 0,
    negated: read.denied ?? frame.denied,
    surprise,
    scope,
    evidence: {
      surprise: stated ? (surprise.quote ?? 'stated') : null,
      asExpected: inLine ? 'in line' : null,
      novelty: modality === 'previewed' ? 'preview' : modality === 'hedged' || talk ? 'opinion' : 'first-report',
    },
    magnitude,
    score,
    instruments,
  };
}

/**
 * The economy whose instruments move: the actor's or currency's; a restriction's target; a bank's
 * listing where the text names no economy; else the first named.
 */
function economyFor(frame: Frame, row: EventRow, text: string, language: Language, companies: readonly string[]): Economy {
  const unrated = (of: string) => (row.actors?.includes('rating-agency') ? of.replace(RATING_AGENCY, ' ') : of);
  const read = unrated(text);
  const named = economiesIn(read);
  const listing = row.theme === 'bank' && named.length === 0 && companies[0] ? economyOfListing(companies[0]) : undefined;
  if (listing) return listing;
  if (row.reading === 'restriction' && named.length >= 2) {
    // "Russia hit with sanctions by the US": the economies after "by" impose; the target is named before.
    const from = Math.max(0, frame.eventStart);
    const clause = read.slice(from, Math.max(from, frame.end));
    const agent = /\bby\b/i.exec(clause);
    const before = agent ? economiesIn(read.slice(0, from + agent.index)) : [];
    return (agent && before.length > 0 && economiesIn(clause.slice(agent.index)).length > 0 ? before[0] : named[1]) as Economy;
  }
  const home = named[0] ?? economyOf(read, language).economy;
  if (row.reading === 'currency' && frame.economy === 'US') {
    // The dollar moves against the currency of the economy named, else in another language's press against the home
    // currency ("o dólar sobe com a tarifa de Washington": the real falls; "Dollar steigt zum Yen": the yen falls).
    const against = language === 'en' ? home : (named.find((economy) => economy.code !== 'US') ?? economyOf('', language).economy);
    if (against.code !== 'US') return against;
  }
  if (frame.economy) return { ...ECONOMIES[frame.economy], code: frame.economy };
  // The economy the event's own clause names outranks one named in a clause around it ("After an EU vote, Macron …").
  return (frame.start >= 0 ? economiesIn(unrated(text.slice(frame.start, frame.end)))[0] : undefined) ?? home;
}

/** Where a war's equity risk shows: Europe's benchmark for a war in Europe, a major economy's own index, else Wall Street. */
function theatreIndex(economy: Economy): string {
  if (EUROPEAN_ECONOMIES.has(economy.code)) return ECONOMIES.DE.index;
  return economy.major ? economy.index : ECONOMIES.US.index;
}

type InstrumentsInput = {
  event: EventType;
  moves: EventType['moves'];
  economy: Economy;
  row: EventRow;
  magnitude: number;
  text: string;
  commodity: string | null;
  sign: Sign;
  /** The text places the event in Europe. */
  inEurope: boolean;
};

/** An instrument listed once, its score the move's sign at the size given; no move, no instrument. */
function listInstrument(instruments: InstrumentImpact[], symbol: string, market: string, direction: number, size: number): void {
  if (direction === 0 || instruments.some((i) => i.symbol === symbol)) return;
  const score = Math.round(Math.sign(direction) * Math.max(size, NEUTRAL_BAND) * 1000) / 1000;
  instruments.push({ symbol, market, direction: directionOf(score), score });
}

function instrumentsOf({ event, moves, economy, row, magnitude, text, commodity, sign, inEurope }: InstrumentsInput): InstrumentImpact[] {
  const instruments: InstrumentImpact[] = [];
  const add = (symbol: string, cls: AssetClass, direction: number, size: number) => listInstrument(instruments, symbol, marketOfClass[cls], direction, size);
  const symbolOf: Record<AssetClass, string> = {
    stock: economy.index,
    index: row.safety === 'theatre' ? theatreIndex(economy) : economy.index,
    // A flight to safety goes to the economy's haven (the Bund for France or Italy), else to US Treasuries.
    bonds: row.safety ? (economy.haven ?? ECONOMIES.US.bonds) : economy.bonds,
    currency: economy.currency,
    oil: commodity ?? 'OIL',
    gold: 'GOLD',
    crypto: 'BTC',
    credit: `${economy.name} credit`,
  };
  const classes = [event.primary, ...(Object.keys(moves) as AssetClass[]).filter((cls) => cls !== event.primary)];
  for (const cls of classes) add(symbolOf[cls], cls, moves[cls] ?? 0, cls === event.primary ? magnitude : magnitude * SECONDARY);
  const indexMove = moves.index ?? 0;
  const currencyMove = moves.currency ?? 0;
  // Where traders express a view on an economy's growth through another instrument, it follows the index (or the currency).
  if (economy.growthProxy) add(economy.growthProxy, 'currency', indexMove || currencyMove, magnitude * SECONDARY);
  if (economy.growthProxy && !indexMove && currencyMove) add(economy.index, 'index', currencyMove, magnitude * SECONDARY);
  // Stress in the banks moves their own index first.
  if (row.theme === 'bank' && economy.bankIndex) add(economy.bankIndex, 'index', indexMove, magnitude);
  // Money leaving a smaller economy for safety leaves its currency too.
  if (row.safety === 'bonds' && !economy.major && economy.currency !== ECONOMIES.US.currency) add(economy.currency, 'currency', -sign, magnitude * SECONDARY);
  // A shock at home widens the spread over its haven: the economy's own bonds fall as the haven rallies.
  if (row.safety === 'bonds' && economy.haven && economy.haven !== economy.bonds) add(economy.bonds, 'bonds', -(moves.bonds ?? 0), magnitude * SECONDARY);
  // The yen's strength weighs on Japan's exporters.
  if (economy.currency === ECONOMIES.JP.currency && currencyMove) add(ECONOMIES.JP.index, 'index', -currencyMove, magnitude * SECONDARY);
  // Europe imports its gas: a cut in its gas supply weighs on the euro and German industry.
  if (hasTrait(event, 'europe-gas-exposure') && commodity === NATURAL_GAS && inEurope && sign > 0) {
    add(ECONOMIES.EA.currency, 'currency', -1, magnitude * SECONDARY);
    add(ECONOMIES.DE.index, 'index', -1, magnitude * SECONDARY);
  }
  if (row.reading === 'restriction') {
    // The target's currency takes the blow (or the relief); the side that imposes it is hurt too; a
    // barred commodity is taken off the market.
    if (economy.currency !== ECONOMIES.US.currency) add(economy.currency, 'currency', -sign, magnitude * SECONDARY);
    const imposer = economiesIn(text)[0];
    if (imposer && imposer.code !== economy.code) add(imposer.index, 'index', indexMove, magnitude * SECONDARY);
    if (commodity) add(commodity, 'oil', sign, magnitude);
  }
  return instruments;
}

const COMPANY_THEMES: ReadonlySet<string> = new Set(companyTable.map((row) => row.theme));
const isCompanyAnchor = (slots: Slots): boolean => slots.theme !== undefined && COMPANY_THEMES.has(slots.theme);

/**
 * A company's event, where the text names it (`at`, `end`), and whether the clause denies it ("denies
 * any plan to bid"); one the row calls off has its own event ("axes the takeover": the deal is off).
 */
export type CompanyEvent = { event: EventType; at: number; end: number; denied: boolean };

/** The company event the frames read, or null. Whom it moves is the event model's reading (assess). */
export function readCompanyEvent({ text, language, companyNamed, names }: ReaderInput): CompanyEvent | null {
  const words = withoutCompanyNames(text, language, names);
  if (!mentionsAny(words, language, isCompanyAnchor)) return null;
  const frames = framesOf(words, language);
  const named = new Set(frames.flatMap((frame) => frame.actors));
  for (const frame of frames) {
    const row = companyTable.find(
      (candidate) =>
        candidate.theme === frame.theme &&
        (!candidate.companyNamed || companyNamed) &&
        (!candidate.actors || candidate.actors.some((actor) => named.has(actor))),
    );
    // A question asserts nothing ("Has the acquisition been a failure?").
    if (!row || frame.question) continue;
    const act = frame.action ?? frame.themeAction;
    // A call-off itself denied ("rejects the bid to block the takeover") lets the deal go ahead: it is done.
    const unblocked = frame.calledOff && !frame.denied;
    if (row.actions && !(act && row.actions.includes(act)) && !(frame.denied && (row.off || row.denied || row.refused)) && !(unblocked && row.off)) continue;
    if (row.drugNamed && !frames.some((f) => f.drug)) continue;
    const way = act ? (AMOUNT_WAY[act] ?? 0) : 0;
    const byWay = way > 0 ? (row.up ?? row.fact) : way < 0 ? (row.down ?? row.fact) : row.fact;
    // Denied, it is the row's own event where the denial is one (called off, a regulator's no, a trial that showed no
    // edge); else the event it denies, read denied ("won't cut its dividend": a dividend cut, denied).
    const own = !frame.denied
      ? undefined
      : frame.calledOff && row.off
        ? row.off
        : (row.refused ?? (row.reverses ? (way > 0 ? row.down : way < 0 ? row.up : undefined) : undefined));
    const id = frame.denied ? (own ?? row.denied ?? byWay ?? row.up) : byWay;
    if (!id) continue;
    return { event: eventTypeById(id), at: frame.eventStart, end: frame.eventEnd, denied: frame.denied && !own };
  }
  return null;
}
