import { describe, expect, test } from 'bun:test';
import { analyzeOffline } from './analyze-offline';
import { categorize } from './category';

const category = (headline: string) => analyzeOffline({ headline }).category;

describe('categorize', () => {
  test('earnings', () => {
    expect(category('Acme Q3 EPS tops estimates by 7 cents; revenue matches forecasts')).toBe('earnings');
    expect(category('Acme raises full-year guidance after fourth-quarter results')).toBe('earnings');
  });

  test('company', () => {
    expect(category('Acme downgraded to sell at Barclays')).toBe('company');
    expect(category('Acme CEO steps down amid merger talks')).toBe('company');
  });

  test('market', () => {
    expect(category('Stocks rally as S&P 500 and Nasdaq hit records')).toBe('market');
    expect(category('Oil prices slide; gold futures climb')).toBe('market');
  });

  test('economy', () => {
    expect(category('Fed holds interest rates as inflation cools')).toBe('economy');
    expect(category('US GDP growth slows; unemployment rises')).toBe('economy');
  });

  test('crypto', () => {
    expect(category('Bitcoin jumps as crypto exchanges see inflows')).toBe('crypto');
    // Crypto wins over the market words around it.
    expect(category('Ethereum rallies while stocks slide')).toBe('crypto');
  });

  test('technology', () => {
    expect(category('New AI chips and cloud software unveiled')).toBe('technology');
  });

  test('politics', () => {
    expect(category('Senate votes on impeachment as Trump campaigns')).toBe('politics');
    expect(category('Brexit talks stall in parliament')).toBe('politics');
  });

  test('other', () => {
    expect(category('The famous Christmas tree lights up')).toBe('other');
    expect(categorize('', false)).toBe('other');
  });

  test('a company ticker makes otherwise plain news company news', () => {
    expect(categorize('Something happened', true)).toBe('company');
    expect(categorize('Something happened', false)).toBe('other');
  });
});
