import { describe, expect, test } from 'bun:test';
import { framesOf } from './frames';
import { readEconomyEvent } from './interpret';

const read = (text: string, language: 'en' | 'de' | 'pt' = 'en', companyNamed = false) => readEconomyEvent({ text, language, companyNamed });
const moves = (text: string, language: 'en' | 'de' | 'pt' = 'en') =>
  Object.fromEntries((read(text, language)?.instruments ?? []).map((i) => [i.symbol, i.direction]));

describe('frames', () => {
  test('a clause per contrast, each with its own act', () => {
    const frames = framesOf('Norges Bank trims its policy rate but signals the easing cycle has further to run', 'en');
    expect(frames[0]).toMatchObject({ actors: ['central-bank'], economy: 'NO', action: 'lower', theme: 'policy-rate' });
    expect(frames[1]?.speech).toBe(true);
  });

  test('an inflected or idiomatic verb reads as its class', () => {
    expect(framesOf('Washington slapped fresh duties on Canadian lumber', 'en')[0]).toMatchObject({ action: 'impose', theme: 'tariff' });
    expect(framesOf('Riksbank jacks up borrowing costs', 'en')[0]).toMatchObject({ action: 'raise', theme: 'policy-rate' });
  });

  test('a denial scopes over the act after it', () => {
    expect(framesOf('The central bank rules out a rate hike this year', 'en')[0]).toMatchObject({ action: 'raise', denied: true });
  });

  test('what forecasts named is the expectation, not the act', () => {
    const [, second] = framesOf('Bank of Canada stands pat, defying forecasts of a cut', 'en');
    expect(second).toMatchObject({ expectedAction: 'lower', action: null });
  });

  test('wire prefixes say nothing', () => {
    expect(framesOf('UPDATE 3-RBNZ hikes', 'en')).toHaveLength(1);
  });
});

describe('the interpreter', () => {
  test('guidance outranks the decision: a cut with fewer cuts ahead is hawkish', () => {
    const reading = read('Reserve Bank of New Zealand lowers the cash rate, but pencils in fewer cuts for next year');
    expect(moves('Reserve Bank of New Zealand lowers the cash rate, but pencils in fewer cuts for next year')).toMatchObject({
      NZD: 'bullish',
      'New Zealand bonds': 'bearish',
    });
    expect(reading?.event.id).toBe('cb-rate-cut');
  });

  test('a hold against an expected cut is hawkish; against an expected hike, dovish', () => {
    expect(moves('Bank of Canada stands pat, defying forecasts of a cut')).toMatchObject({ CAD: 'bullish', 'Canada bonds': 'bearish' });
    expect(moves('Bank of Canada stands pat, defying forecasts of a hike')).toMatchObject({ CAD: 'bearish', 'Canada bonds': 'bullish' });
  });

  test('a denied cut is not a cut', () => {
    expect(moves('Fed official pushes back against rate cut bets')).toMatchObject({ USD: 'bullish' });
  });

  test('an economist who expects a cut is a preview, smaller than the act', () => {
    const forecast = read('Economists expect the ECB to cut rates next month');
    const act = read('ECB cuts rates');
    expect(Math.abs(forecast?.score ?? 1)).toBeLessThan(Math.abs(act?.score ?? 0));
    expect(forecast?.evidence.novelty).toBe('preview');
  });

  test("a release's surprise outranks its level", () => {
    expect(moves('Australian inflation rises 0.2%, cooler than expected')).toMatchObject({ 'Australian bonds': 'bullish', AUD: 'bearish' });
    expect(moves('Australian inflation eases, but less than expected')).toMatchObject({ 'Australian bonds': 'bearish', AUD: 'bullish' });
  });

  test("a release moves the publishing economy's instruments", () => {
    expect(moves('Swedish unemployment climbs to 9%')).toMatchObject({ OMXS30: 'bearish', SEK: 'bearish' });
  });

  test('German and Portuguese feed the same classes', () => {
    expect(moves('Die Riksbank senkt den Leitzins überraschend', 'de')).toMatchObject({ SEK: 'bearish', 'Swedish bonds': 'bullish' });
    expect(moves('Copom eleva a Selic para 12%', 'pt')).toMatchObject({ BRL: 'bullish', 'Brazilian bonds': 'bearish' });
    expect(moves('Inflação desacelera mais do que o esperado no Brasil', 'pt')).toMatchObject({ 'Brazilian bonds': 'bullish' });
  });

  test("the dollar's rise in news about another economy is that currency's fall", () => {
    expect(moves('Dólar dispara após anúncio do governo', 'pt')).toMatchObject({ BRL: 'bearish' });
  });

  test('a restriction hits its target; lifted, it is relief', () => {
    expect(moves('US imposes tariffs on Mexican cars')).toMatchObject({ MEXBOL: 'bearish', SPX: 'bearish' });
    expect(read('US lifts tariffs on Mexican cars')?.event.id).toBe('trade-deal');
  });

  test("a company's own output or prices are not the economy's", () => {
    expect(read('Acme cuts production at its plant', 'en', true)).toBeNull();
    expect(read('Bank raises mortgage rates for new customers')).toBeNull();
  });

  test('without a stated surprise, no score reaches 10.0', () => {
    expect(Math.abs(read('Federal Reserve raises rates by a quarter point')?.score ?? 0)).toBeLessThan(1);
    expect(Math.abs(read('Federal Reserve unexpectedly raises rates by a full point')?.score ?? 0)).toBe(1);
  });

  test('a name is matched as written, not by its stem', () => {
    expect(read('Aircraft machinists reject contract offer at Boeing')).toBeNull();
  });

  test('a currency headline leads; the cause it names moves the rest', () => {
    const reading = read('Dollar slides after Fed chair Powell opens the door to easing');
    expect(reading?.instruments[0]).toMatchObject({ symbol: 'USD', direction: 'bearish' });
    expect(moves('Dollar slides after Fed chair Powell opens the door to easing')).toMatchObject({ 'US Treasuries': 'bullish' });
  });

  test('a wider deficit is a smaller balance', () => {
    expect(moves("Canada's trade deficit widens to a record, deficit jumps")).toMatchObject({ CAD: 'bearish' });
  });

  test('a political shock hits the currency and lifts havens', () => {
    expect(moves('Opposition leader detained in Hungary as protests spread')).toMatchObject({ HUF: 'bearish', GOLD: 'bullish' });
  });

  test('a fear that fades calls its event off', () => {
    expect(framesOf('Strike fears recede at Norwegian oil fields', 'en')[0]?.denied).toBe(true);
  });

  test('a question asserts nothing', () => {
    expect(framesOf('Will the Bank of Japan hike rates?', 'en')[0]?.modality).toBe('hedged');
  });

  test('the worked examples of docs/architecture.md read as written there', () => {
    expect(moves('Riksbank trims its policy rate by 25 basis points but signals the easing cycle is over')).toMatchObject({
      SEK: 'bullish',
      'Swedish bonds': 'bearish',
    });
    expect(read('Riksbank trims its policy rate by 25 basis points but signals the easing cycle is over')?.event.id).toBe('cb-rate-cut');
    expect(moves('Norges Bank hebt den Leitzins überraschend an', 'de')).toMatchObject({ NOK: 'bullish', 'Norwegian bonds': 'bearish' });
    expect(moves('Copom mantém a Selic em 11,25%; analistas esperavam um corte', 'pt')).toMatchObject({ BRL: 'bullish', 'Brazilian bonds': 'bearish' });
  });
});
