/**
 * The classes a reading is made of, shared by every language: a lexicon maps a language's words
 * to them, the event table matches on them. Adding a word is a line in a lexicon; adding a class
 * is a line here and the rows of the event table that use it.
 */
import type { EconomyCode } from '../../../../shared/exchanges';

/** Who acts in a clause. A speaker or a forecaster talks about an act; they do not perform it. */
const actorClasses = [
  'central-bank',
  'government',
  'regulator',
  'statistics',
  'producers',
  'rating-agency',
  'military',
  'speaker',
  'politician',
  'forecaster',
  'market',
  'court',
  'exchange',
] as const;
export type ActorClass = (typeof actorClasses)[number];

/** What is done: to a rate, a variable, a restriction, a flow of supply. */
const actionClasses = [
  'raise',
  'lower',
  'hold',
  'impose',
  'lift',
  'halt',
  'resume',
  'buy',
  'sell',
  'attack',
  'assault',
  'oust',
  'detain',
  'truce',
  'downgrade',
  'upgrade',
  'default',
  'fail',
  'collapse',
  'rescue',
  'admit',
  'succeed',
  'flee',
] as const;
export type ActionClass = (typeof actionClasses)[number];

/** What it is done to. */
const themeClasses = [
  'policy-rate',
  'reserve-ratio',
  'balance-sheet',
  'currency-support',
  'inflation',
  'payrolls',
  'job-openings',
  'unemployment',
  'claims',
  'growth',
  'activity',
  'retail',
  'industry',
  'housing',
  'trade-balance',
  'confidence',
  'wages',
  'tariff',
  'sanctions',
  'import-ban',
  'production',
  'oil-output',
  'supply',
  'currency',
  'rating',
  'sovereign-debt',
  'bank',
  'war',
  'stimulus',
  'austerity',
  'shutdown',
  'market-trading',
  // A company's own news: what it does, and what is done to it.
  'deal',
  'index-membership',
  'audit',
  'drug-application',
  'trial',
  'share-offering',
  'bankruptcy',
  'workforce',
  'dividend',
  'company-outlook',
  'buyback',
  'divestiture',
  'backlog',
  // A company's own site: a plant, a chip fab.
  'site',
] as const;
export type ThemeClass = (typeof themeClasses)[number];

/** How the clause holds its event: done, denied, hedged, ahead of time, or reported by others. */
export type Modality = 'fact' | 'denied' | 'hedged' | 'previewed' | 'reported';

/** A policy tilt: +1 tighter (hawkish), -1 looser (dovish). */
export type Tilt = -1 | 1;

/** What an entry fills in a frame: one word can carry several ("rate hike": theme and action). */
export type Slots = {
  actor?: ActorClass;
  /** The economy an actor or a currency belongs to ("Riksbank": Sweden). */
  economy?: EconomyCode;
  action?: ActionClass;
  theme?: ThemeClass;
  /** Words about the path of policy ("fewer cuts", "higher for longer"): guidance, which outranks the act. */
  tilt?: Tilt;
  /** How the clause holds its event: a denial, a hedge, a preview or a report by others. */
  modality?: Exclude<Modality, 'fact'>;
  /** With a denial: the word tells a state left as it was ("intact"), which affirms a central bank's hold ("keeps its cap intact"). */
  kept?: true;
  /** With a denial: the word calls off what was agreed or under way ("scraps", "walks away from"), not only denies it. */
  callOff?: true;
  /** The head of a central bank ("Powell", "Lagarde"): their words are its policy. */
  head?: true;
  /** The act gives way to a later act in its clause: its word is as often a noun or an adjective. */
  yields?: true;
  /** A vote of a bank's members ("voted", "dissented", "wanted"): an act there that differs from the decision is dissent. */
  vote?: true;
  /** The decision was close ("knife-edge", "narrow", "split"): fewer of its kind to come. */
  narrow?: true;
  /** A medicine or its trial ("placebo", "phase 3"): a study or a treatment is a drug's. */
  drug?: true;
  /** A verb of speech ("says", "signals", "warns"): a speaker's words, not an act. */
  speech?: true;
  /**
   * A word that starts a clause: of the same subject ("cuts, but signals more") or of its own, a
   * cause or a circumstance ("… after the general was killed", "as prices rise").
   */
  clauseBreak?: 'same subject' | 'own subject';
  /** The outcome against what was expected: above (1), below (-1), in line (0). */
  versus?: -1 | 0 | 1;
  /** The act went further (1) or less far (-1) than expected: "cuts more than expected" is a soft outcome. */
  extent?: -1 | 1;
  /** The outcome was a surprise, without saying which way. */
  surprise?: true;
  /** What follows names what markets expected ("forecasts of a cut"), not what happened. */
  expectation?: true;
  /** The commodity the text is about ("crude", "coal"), as the product names it: "OIL", "Coal". */
  commodity?: string;
  /** A site of metals, minerals or coal ("mine", "smelter"): its supply is never oil's. */
  mineral?: true;
  /** A weapon ("drones", "missiles"): named at a supply site with no act, it has struck it. */
  weapon?: true;
  /** The variable is measured the other way round: a wider trade deficit is a smaller balance. */
  inverse?: true;
  /** The clause's act or cycle is over ("the easing cycle is over"): as guidance, the opposite tilt. */
  ending?: true;
  /** Fear of an event ("fears of", "worries over"): the event itself has not happened. */
  fear?: true;
  /** A verb of fading ("ease", "recede"): said of a fear, the feared event is off. */
  fading?: true;
  /** A verb of a decision ("hike", "cut", "hold"), as against a verb of a move ("rise", "fall"). */
  decision?: true;
  /** The name of an economic release ("CPI", "payrolls"): it is an economy's figure wherever it is named. */
  release?: true;
  /** Match the word as written, not its stem: "rating" is not "rate". */
  exact?: true;
  /**
   * "fewer", "more": the amount of the act that follows, on the path of policy. Followed by a
   * reference ("more than expected", "a deeper drop than forecast"), the act went further or less far.
   */
  quantity?: -1 | 1;
  /** A word that places an outcome above (1) or below (-1) something: with a reference after it, the outcome against what was expected ("under estimates"). */
  compare?: -1 | 0 | 1;
  /** "As": followed by what was expected ("as economists forecast"), the outcome matched it. */
  likeness?: true;
  /** A word that names what was expected ("forecast", "estimates", "consensus"): what a comparison before it is measured against. */
  reference?: true;
  /** Core, underlying: the measure of a release that leaves out its most volatile parts, which markets read first. */
  core?: true;
  /** The act or figure is the largest in a long time ("record", "all-time high"): it moves markets more. */
  record?: true;
  /** A superlative ("biggest"), and the word that dates it ("since"): together, a record ("its biggest increase since 1994"). */
  superlative?: true;
  since?: true;
};

/**
 * Words and phrases with the slots they fill, written as news writes them; each is stemmed once,
 * on load, with its language's stemmer, and longer phrases win over the words inside them.
 */
export type Lexicon = readonly (readonly [phrase: string, slots: Slots])[];
