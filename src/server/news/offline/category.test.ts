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
  });

  test('commodity news is economy news, whose markets name commodities', () => {
    expect(category('Oil prices slide; gold futures climb')).toBe('economy');
    expect(category('Oil cartel agrees to cut crude output from next month')).toBe('economy');
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

describe('the category follows the event, in every language the analyzer reads', () => {
  const read = (headline: string) => {
    const { category, event_type } = analyzeOffline({ headline });
    return { category, event_type };
  };

  test('a central bank deciding on rates is economy news in German and Portuguese as in English', () => {
    expect(read('Europäische Zentralbank senkt ihre Leitzinsen um einen Viertelpunkt')).toEqual({ category: 'economy', event_type: 'cb-rate-cut' });
    expect(read('EZB-Rat lässt die Zinsen im Euroraum vorerst unverändert')).toEqual({ category: 'economy', event_type: 'cb-rate-hold' });
    expect(read('Notenbank in Frankfurt hebt den Einlagensatz überraschend an')).toEqual({ category: 'economy', event_type: 'cb-rate-hike' });
    expect(read('Banco Central corta a Selic em meio ponto percentual')).toEqual({ category: 'economy', event_type: 'cb-rate-cut' });
    expect(read('Copom mantém os juros estáveis pela terceira reunião seguida')).toEqual({ category: 'economy', event_type: 'cb-rate-hold' });
    expect(read('Central bank in Oslo trims its policy rate by a quarter point').category).toBe('economy');
  });

  test('releases of the economy are economy news, a company reporting is earnings news', () => {
    expect(read('Inflação no Brasil acelera para 5,1% em doze meses')).toEqual({ category: 'economy', event_type: 'macro-inflation' });
    expect(read('Die Bundesbank erwartet für das dritte Quartal eine schrumpfende Wirtschaft')).toEqual({ category: 'economy', event_type: 'macro-gdp' });
    expect(read('Siemens übertrifft die Erwartungen im Quartal deutlich').category).toBe('earnings');
    expect(read('Petrobras anuncia lucro recorde no segundo trimestre').category).toBe('earnings');
  });

  test("a company's event in a technology company keeps the sector; commentary keeps its words' category", () => {
    expect(read('Chipmaker unveils new AI processors for cloud data centers').category).toBe('technology');
    expect(read('Stocks rally as S&P 500 and Nasdaq hit records').category).toBe('market');
  });
});
