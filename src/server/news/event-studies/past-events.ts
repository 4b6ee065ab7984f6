/**
 * Dated past events of the types the shipped daily series cover (OIL = WTI spot, BRENT = Brent
 * spot, VIX), each dated to the day it became public and with the source that made it public.
 * An event outside a session (after the close, a weekend night) carries its instant; one known
 * by its day is taken to land during that day's session (see event-study.ts).
 *
 * Only events whose day is certain are listed; extensions of earlier decisions and monthly
 * reaffirmations are not new decisions and are left out.
 */
import { type Direction, directionOf } from '../../../shared/news-kinds';
import { findEventType } from '../events/taxonomy';
import type { EventTime } from './event-study';

type PastEvent = { time: EventTime; source: string };

export type PastEventList = {
  /** Event type id (src/server/news/events/taxonomy.ts). */
  eventType: string;
  /** The shipped instruments the list is measured on. */
  instruments: readonly string[];
  /** Who dated the events, for the line's source note ("OPEC press releases"). */
  datedBy: string;
  events: readonly PastEvent[];
};

const day = (d: string): EventTime => ({ day: d });
const at = (iso: string): EventTime => ({ at: new Date(iso) });
const OIL_SERIES = ['OIL', 'BRENT'] as const;

/**
 * Which way the event model says the instrument moves after an event of this type: oil follows
 * the type's reaction for the oil class; the VIX, the market's expected volatility of the S&P 500,
 * moves against the type's reaction for equity indices (stocks down, volatility up).
 */
export function predictedDirection(eventType: string, instrument: string): Direction {
  const moves = findEventType(eventType)?.moves;
  if (!moves) return 'neutral';
  if (instrument === 'OIL' || instrument === 'BRENT') return directionOf(moves.oil ?? 0);
  if (instrument === 'VIX') return directionOf(-(moves.index ?? 0));
  return 'neutral';
}

export const pastEventLists: readonly PastEventList[] = [
  {
    eventType: 'opec-cut',
    instruments: OIL_SERIES,
    datedBy: 'OPEC and Saudi government press releases',
    events: [
      { time: day('2008-10-24'), source: 'OPEC press release, Extraordinary Meeting of the OPEC Conference, Vienna, 24 October 2008' },
      { time: day('2008-12-17'), source: 'OPEC press release, Meeting of the OPEC Conference, Oran, 17 December 2008' },
      { time: day('2016-09-28'), source: 'OPEC press release, Extraordinary Meeting of the OPEC Conference, Algiers, 28 September 2016' },
      { time: day('2016-11-30'), source: 'OPEC press release, 171st Meeting of the OPEC Conference, Vienna, 30 November 2016' },
      { time: day('2016-12-10'), source: 'OPEC press release, OPEC and non-OPEC Ministerial Meeting (Declaration of Cooperation), 10 December 2016' },
      { time: day('2018-12-07'), source: 'OPEC press release, OPEC and non-OPEC Ministerial Meeting, 7 December 2018' },
      { time: day('2019-12-06'), source: 'OPEC press release, OPEC and non-OPEC Ministerial Meeting, 6 December 2019' },
      { time: day('2020-04-12'), source: 'OPEC press release, Extraordinary OPEC and non-OPEC Ministerial Meeting, 12 April 2020' },
      {
        time: day('2021-01-05'),
        source: 'OPEC press release, OPEC and non-OPEC Ministerial Meeting, 5 January 2021 (Saudi Arabia’s additional voluntary cut)',
      },
      { time: day('2022-10-05'), source: 'OPEC press release, OPEC and non-OPEC Ministerial Meeting, 5 October 2022' },
      { time: day('2023-04-02'), source: 'Saudi Ministry of Energy statement via Saudi Press Agency, 2 April 2023 (voluntary cuts)' },
      { time: day('2023-06-04'), source: 'OPEC press release, OPEC and non-OPEC Ministerial Meeting, 4 June 2023' },
      { time: day('2023-11-30'), source: 'OPEC press release, OPEC and non-OPEC Ministerial Meeting, 30 November 2023' },
    ],
  },
  {
    eventType: 'opec-raise',
    instruments: OIL_SERIES,
    datedBy: 'OPEC press releases',
    events: [
      { time: day('2018-06-22'), source: 'OPEC press release, 174th Meeting of the OPEC Conference, Vienna, 22 June 2018' },
      { time: day('2020-12-03'), source: 'OPEC press release, OPEC and non-OPEC Ministerial Meeting, 3 December 2020' },
      { time: day('2021-04-01'), source: 'OPEC press release, OPEC and non-OPEC Ministerial Meeting, 1 April 2021' },
      { time: day('2021-07-18'), source: 'OPEC press release, OPEC and non-OPEC Ministerial Meeting, 18 July 2021' },
      { time: day('2022-06-02'), source: 'OPEC press release, OPEC and non-OPEC Ministerial Meeting, 2 June 2022' },
      { time: day('2025-04-03'), source: 'OPEC press release, meeting of the eight OPEC+ countries with voluntary cuts, 3 April 2025' },
      { time: day('2025-05-03'), source: 'OPEC press release, meeting of the eight OPEC+ countries with voluntary cuts, 3 May 2025' },
      { time: day('2025-05-31'), source: 'OPEC press release, meeting of the eight OPEC+ countries with voluntary cuts, 31 May 2025' },
      { time: day('2025-07-05'), source: 'OPEC press release, meeting of the eight OPEC+ countries with voluntary cuts, 5 July 2025' },
      { time: day('2025-08-03'), source: 'OPEC press release, meeting of the eight OPEC+ countries with voluntary cuts, 3 August 2025' },
    ],
  },
  {
    eventType: 'war-conflict',
    instruments: [...OIL_SERIES, 'VIX'],
    datedBy: 'government, military and UN statements',
    events: [
      { time: day('1990-08-02'), source: 'UN Security Council Resolution 660, 2 August 1990 (Iraq’s invasion of Kuwait)' },
      {
        time: at('1991-01-16T23:40:00Z'),
        source: 'White House statement on the start of the air campaign against Iraq, 16 January 1991 (evening, New York)',
      },
      {
        time: at('2003-03-20T03:15:00Z'),
        source: 'White House, President’s address on the start of military operations in Iraq, 19 March 2003 (22:15 New York)',
      },
      {
        time: day('2014-03-01'),
        source: 'Federation Council of the Russian Federation, resolution authorising the use of armed forces in Ukraine, 1 March 2014',
      },
      {
        time: at('2020-01-03T02:00:00Z'),
        source: 'U.S. Department of Defense statement on the strike that killed Qassem Soleimani, 2 January 2020 (evening, New York)',
      },
      {
        time: at('2020-01-07T23:00:00Z'),
        source: 'U.S. Department of Defense statement on Iran’s missile attack on bases in Iraq, 7 January 2020 (evening, New York)',
      },
      { time: day('2022-02-24'), source: 'Address by the President of the Russian Federation announcing the invasion of Ukraine, 24 February 2022' },
      { time: day('2023-10-07'), source: 'Israel Defense Forces statement on the attack from Gaza, 7 October 2023' },
      { time: day('2024-04-13'), source: 'Israel Defense Forces statement on Iran’s drone and missile attack, 13 April 2024' },
      { time: day('2024-10-01'), source: 'Israel Defense Forces statement on Iran’s missile attack, 1 October 2024' },
      { time: day('2025-06-13'), source: 'Israel Defense Forces statement on strikes on Iran, 13 June 2025' },
      { time: day('2025-06-21'), source: 'White House, President’s address on strikes on Iranian nuclear sites, 21 June 2025' },
    ],
  },
  {
    eventType: 'bank-failure',
    instruments: ['VIX'],
    datedBy: 'Federal Reserve, FDIC, Swiss authorities and company releases',
    events: [
      { time: day('2008-03-14'), source: 'Federal Reserve Board statement on JPMorgan Chase funding for Bear Stearns, 14 March 2008' },
      { time: day('2008-09-15'), source: 'Lehman Brothers Holdings press release on its Chapter 11 filing, 15 September 2008' },
      { time: at('2008-09-26T01:00:00Z'), source: 'FDIC press release on the closure of Washington Mutual Bank, 25 September 2008 (evening, New York)' },
      { time: day('2023-03-10'), source: 'FDIC press release on the closure of Silicon Valley Bank, 10 March 2023' },
      { time: day('2023-03-12'), source: 'Joint statement by the Treasury, Federal Reserve and FDIC (Signature Bank), 12 March 2023' },
      { time: day('2023-03-19'), source: 'Swiss Federal Council, FINMA and SNB press release on UBS taking over Credit Suisse, 19 March 2023' },
      { time: day('2023-05-01'), source: 'FDIC press release on the closure of First Republic Bank, 1 May 2023' },
    ],
  },
  {
    eventType: 'market-halt',
    instruments: ['VIX'],
    datedBy: 'exchange and regulator notices',
    events: [
      { time: day('1997-10-27'), source: 'NYSE market-wide trading halt under its circuit-breaker rule, 27 October 1997' },
      { time: day('2010-05-06'), source: 'CFTC and SEC joint report on the market events of May 6, 2010' },
      { time: day('2015-08-24'), source: 'SEC staff research note on equity market volatility on August 24, 2015' },
      { time: day('2016-01-04'), source: 'China Securities Regulatory Commission: index circuit breaker halts trading, 4 January 2016' },
      { time: day('2016-01-07'), source: 'China Securities Regulatory Commission: index circuit breaker halts trading, 7 January 2016' },
      { time: day('2020-03-09'), source: 'NYSE market-wide circuit breaker (Level 1) halt, 9 March 2020' },
      { time: day('2020-03-12'), source: 'NYSE market-wide circuit breaker (Level 1) halt, 12 March 2020' },
      { time: day('2020-03-16'), source: 'NYSE market-wide circuit breaker (Level 1) halt, 16 March 2020' },
      { time: day('2020-03-18'), source: 'NYSE market-wide circuit breaker (Level 1) halt, 18 March 2020' },
      { time: day('2024-08-05'), source: 'Osaka Exchange circuit breakers on Nikkei 225 futures, 5 August 2024' },
    ],
  },
  {
    eventType: 'sovereign-downgrade',
    instruments: ['VIX'],
    datedBy: 'rating agency announcements',
    events: [
      { time: at('2011-08-06T00:20:00Z'), source: 'S&P research update lowering the United States to AA+, 5 August 2011 (evening, New York)' },
      { time: at('2023-08-01T21:30:00Z'), source: 'Fitch Ratings downgrade of the United States to AA+, 1 August 2023 (after the New York close)' },
      { time: at('2025-05-16T21:00:00Z'), source: 'Moody’s Ratings downgrade of the United States to Aa1, 16 May 2025 (after the New York close)' },
    ],
  },
];
