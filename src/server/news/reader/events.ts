/**
 * The event table: which frames are which event, and how the event's act becomes a move. Each row
 * is a frame pattern (the theme, and the acts and actors it needs) with a named way of reading it;
 * the interpreter (interpret.ts) applies the reading, and the moves per asset class come from the
 * event model's table (../events/taxonomy.ts). No row names a company, a person or a sentence.
 */
import type { EventId } from '../events/taxonomy';
import type { ActionClass, ActorClass, ThemeClass } from './lexicon/classes';

/**
 * How a row's frame becomes a move, each a named modifier of the interpreter:
 * - `policy`: a decision on a rate, read against what was expected; stated guidance outranks it.
 * - `program`: a central bank's buying (easing) or running off (tightening), and acts on it ("ends", "slows").
 * - `variable`: a release of an economic variable; its move against the forecast outranks its level.
 * - `restriction`: tariffs, sanctions or bans imposed (risk off for the target) or lifted (relief).
 * - `flow`: a flow of supply cut (the commodity up) or restored (down).
 * - `currency`: a currency's own move.
 * - `fixed`: the event says which way each class goes; denied, it is relief.
 */
type ReadingKind = 'policy' | 'program' | 'variable' | 'restriction' | 'flow' | 'currency' | 'fixed';

export type EventRow = {
  reading: ReadingKind;
  /** The clause's theme, when the row needs one. */
  theme?: ThemeClass;
  /** The clause's act, when the row needs one of these. */
  actions?: readonly ActionClass[];
  /** An actor the text must name, anywhere in it. */
  actors?: readonly ActorClass[];
  /** The event of an upward outcome (tighter, imposed, risen, cut supply), a downward one, and none. */
  up: EventId;
  down?: EventId;
  flat?: EventId;
  /** The event of a downward act that came as a surprise, with no expectation named ("a surprise rate cut"). */
  surpriseDown?: EventId;
  /** The event of a downward outcome that an act on the program brings (slower runoff), not the program itself. */
  turnedDown?: EventId;
  /**
   * A flight to safety: the haven's bonds rally; for a war, the equities of its theatre fall (Europe's
   * for a war in Europe), else those of the economy the row acts on.
   */
  safety?: 'theatre' | 'bonds';
  /** The text must name an economy: a rating agency acting on a company is that company's news. */
  economyNamed?: true;
  /** A company named makes it that company's news: a halt in its shares is not a market-wide halt. */
  notCompany?: true;
  /** The clause must name a commodity: output in general is an economy's or a company's, not a commodity's supply. */
  commodityNamed?: true;
  /**
   * The act a clause denies when it denies the theme with no act of its own, and where the denial
   * stands: after a supply ("terminals spared", "output unaffected": no halt), before a restriction
   * ("no new tariffs", "spares China the label": no imposition). A supply denied before ("no oil
   * exports") is cut, and a restriction named and then kept ("tariffs remain intact") stands.
   */
  deniedAct?: { act: ActionClass; denial: 'before' | 'after' };
};

const POLICY_ACTORS = ['central-bank', 'speaker'] as const;

export const eventTable: readonly EventRow[] = [
  {
    reading: 'policy',
    theme: 'policy-rate',
    actors: POLICY_ACTORS,
    up: 'cb-rate-hike',
    down: 'cb-rate-cut',
    flat: 'cb-rate-hold',
    surpriseDown: 'cb-emergency',
  },
  { reading: 'policy', theme: 'reserve-ratio', actors: POLICY_ACTORS, up: 'cb-hawkish', down: 'cb-reserve-ratio' },
  { reading: 'program', theme: 'balance-sheet', actors: POLICY_ACTORS, up: 'cb-qt', down: 'cb-qe', turnedDown: 'cb-qt-slowdown' },
  { reading: 'currency', theme: 'currency', actions: ['buy'], actors: ['central-bank', 'government'], up: 'cb-fx-support' },
  { reading: 'restriction', theme: 'trade-balance', actions: ['impose', 'halt'], up: 'import-ban' },
  { reading: 'variable', theme: 'inflation', up: 'macro-inflation' },
  { reading: 'variable', theme: 'payrolls', up: 'macro-payrolls' },
  { reading: 'variable', theme: 'job-openings', up: 'macro-job-openings' },
  { reading: 'variable', theme: 'unemployment', up: 'macro-unemployment' },
  { reading: 'variable', theme: 'claims', up: 'macro-claims' },
  { reading: 'variable', theme: 'growth', up: 'macro-gdp' },
  { reading: 'variable', theme: 'activity', up: 'macro-activity' },
  { reading: 'variable', theme: 'retail', up: 'macro-retail' },
  { reading: 'variable', theme: 'industry', up: 'macro-industry' },
  { reading: 'variable', theme: 'housing', up: 'macro-housing' },
  { reading: 'variable', theme: 'trade-balance', up: 'macro-trade' },
  { reading: 'variable', theme: 'confidence', up: 'macro-confidence' },
  { reading: 'variable', theme: 'wages', up: 'macro-wages' },
  { reading: 'restriction', theme: 'tariff', deniedAct: { act: 'impose', denial: 'before' }, up: 'trade-tariffs', down: 'trade-deal', safety: 'bonds' },
  { reading: 'restriction', theme: 'sanctions', deniedAct: { act: 'impose', denial: 'before' }, up: 'sanctions', safety: 'bonds' },
  { reading: 'restriction', theme: 'import-ban', up: 'import-ban' },
  { reading: 'flow', theme: 'production', actors: ['producers'], up: 'opec-cut', down: 'opec-raise' },
  { reading: 'flow', theme: 'oil-output', actors: ['producers'], up: 'opec-cut', down: 'opec-raise' },
  { reading: 'flow', theme: 'supply', actions: ['halt', 'resume', 'lower'], deniedAct: { act: 'halt', denial: 'after' }, up: 'supply-outage' },
  { reading: 'flow', theme: 'oil-output', actions: ['halt', 'resume', 'lower', 'raise'], deniedAct: { act: 'halt', denial: 'after' }, up: 'supply-outage' },
  { reading: 'flow', theme: 'production', actions: ['halt', 'resume'], commodityNamed: true, up: 'supply-outage' },
  { reading: 'currency', theme: 'currency', actions: ['raise', 'lower'], up: 'currency-move' },
  { reading: 'fixed', theme: 'bank', actions: ['downgrade'], actors: ['rating-agency'], up: 'bank-downgrade' },
  { reading: 'fixed', theme: 'bank', actions: ['collapse'], up: 'bank-failure' },
  { reading: 'fixed', theme: 'bank', actions: ['flee'], up: 'funding-run' },
  { reading: 'fixed', actions: ['downgrade'], actors: ['rating-agency'], economyNamed: true, up: 'sovereign-downgrade' },
  { reading: 'fixed', theme: 'rating', actions: ['lower'], actors: ['rating-agency'], economyNamed: true, up: 'sovereign-downgrade' },
  { reading: 'fixed', actions: ['upgrade'], actors: ['rating-agency'], economyNamed: true, up: 'sovereign-upgrade' },
  { reading: 'fixed', theme: 'rating', actions: ['raise'], actors: ['rating-agency'], economyNamed: true, up: 'sovereign-upgrade' },
  { reading: 'fixed', theme: 'sovereign-debt', actions: ['default'], economyNamed: true, notCompany: true, up: 'sovereign-default' },
  { reading: 'fixed', actions: ['attack'], up: 'war-conflict', safety: 'theatre' },
  { reading: 'fixed', actions: ['assault'], actors: ['military'], up: 'war-conflict', safety: 'theatre' },
  { reading: 'fixed', actions: ['truce'], up: 'ceasefire', safety: 'theatre' },
  { reading: 'fixed', actions: ['oust'], economyNamed: true, up: 'political-shock', safety: 'bonds' },
  { reading: 'fixed', actions: ['detain'], actors: ['politician'], economyNamed: true, up: 'political-shock', safety: 'bonds' },
  { reading: 'fixed', theme: 'market-trading', actions: ['halt'], actors: ['exchange'], notCompany: true, up: 'market-halt', safety: 'bonds' },
  { reading: 'fixed', theme: 'stimulus', up: 'fiscal-stimulus' },
  { reading: 'fixed', theme: 'austerity', up: 'fiscal-tightening' },
  { reading: 'fixed', theme: 'shutdown', up: 'fiscal-shutdown' },
];

/**
 * A company's own news: the theme a clause names, and the event it is as the clause holds it. Whom
 * the event moves (the company named before it acts, those after it are acted on) is the event
 * model's reading (../events/assess.ts), given the place of the event's words.
 */
export type CompanyRow = {
  theme: ThemeClass;
  /** The event when the clause names the theme done, or with an act the row does not tell apart. */
  fact?: EventId;
  /** The event when the act takes the theme up (raised, resumed, succeeded) or down (cut, halted, failed). */
  up?: EventId;
  down?: EventId;
  /** The event when the clause calls it off ("axes the takeover", "resigns as auditor"). */
  off?: EventId;
  /** The event when the clause only denies it ("has no plan to bid"), read denied. */
  denied?: EventId;
  /** The event when the clause denies it and the denial is itself the event: a regulator's no. */
  refused?: EventId;
  /** An act denied is the act the other way ("shows no edge over placebo": the trial failed). */
  reverses?: true;
  /** The text must name a medicine or its trial: a court's trial is not a drug's. */
  drugNamed?: true;
  /** The acts the clause must name, unless it denies a row that has an event for that: a trial that succeeds or fails, not one only named. */
  actions?: readonly ActionClass[];
  /** An actor the text must name: only a regulator approves a drug. */
  actors?: readonly ActorClass[];
  /** The theme is also an economy's ("jobs", "guidance"): read only where the text names a company. */
  companyNamed?: true;
};

export const companyTable: readonly CompanyRow[] = [
  { theme: 'deal', actions: ['buy', 'admit'], fact: 'acquisition', off: 'deal-blocked', denied: 'takeover-bid' },
  { theme: 'index-membership', fact: 'index-inclusion', companyNamed: true },
  { theme: 'audit', off: 'auditor-exit' },
  { theme: 'drug-application', actors: ['regulator'], up: 'drug-approval', refused: 'drug-failure' },
  { theme: 'trial', actions: ['succeed', 'fail', 'halt'], up: 'trial-success', down: 'drug-failure', reverses: true, drugNamed: true },
  { theme: 'share-offering', fact: 'share-offering' },
  { theme: 'bankruptcy', fact: 'bankruptcy' },
  { theme: 'workforce', down: 'layoffs', companyNamed: true },
  { theme: 'dividend', up: 'dividend-raise', down: 'dividend-cut', off: 'dividend-cut', companyNamed: true },
  { theme: 'buyback', fact: 'buyback' },
  { theme: 'divestiture', actors: ['court', 'regulator'], fact: 'forced-divestiture' },
  { theme: 'company-outlook', up: 'guidance-raise', down: 'guidance-cut', companyNamed: true },
  { theme: 'backlog', up: 'backlog-growth', down: 'backlog-decline', companyNamed: true },
  // A site left intact or spared is the disruption denied; one halted is left to the cues, which tell a disaster from a
  // planned closure.
  { theme: 'site', actions: ['halt'], denied: 'site-disruption', companyNamed: true },
];
