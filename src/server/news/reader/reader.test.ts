import { describe, expect, test } from 'bun:test';
import { framesOf } from './frames';
import { readCompanyEvent, readEconomyEvent } from './interpret';

const read = (text: string, language: 'en' | 'de' | 'pt' = 'en', companyNamed = false) => readEconomyEvent({ text, language, companyNamed });
const moves = (text: string, language: 'en' | 'de' | 'pt' = 'en') =>
  Object.fromEntries((read(text, language)?.instruments ?? []).map((i) => [i.symbol, i.direction]));

/** The company event the frames read, where its words are, and whether the clause denies it. */
const company = (text: string, language: 'en' | 'de' | 'pt' = 'en', companyNamed = true) => {
  const read = readCompanyEvent({ text, language, companyNamed });
  return read && { id: read.event.id, denied: read.denied, words: text.slice(read.at, read.end) };
};

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

  test("a theme's own act gives way to the act on it, even one the tagger calls an adjective", () => {
    expect(framesOf('Fed asset purchases slow', 'en')[0]).toMatchObject({ action: 'lower', themeAction: 'buy' });
    expect(read('Fed asset purchases slow')?.score ?? 0).toBeLessThan(0);
    // A decision named as a noun keeps its act: the verb after it is what the decision did.
    expect(read('Fed rate cut boosts stocks')?.event.id).toBe('cb-rate-cut');
    expect(read('BoE rate hike lifts sterling')?.event.id).toBe('cb-rate-hike');
  });

  test('a country named as the subject of a rate decision is its central bank; hopes of one are not a decision', () => {
    expect(read('Sweden delivers its first rate reduction in years')?.event.id).toBe('cb-rate-cut');
    expect(moves('Sweden delivers its first rate reduction in years')).toMatchObject({ SEK: 'bearish' });
    expect(read('Rate cut hopes lift stocks')?.event.id).not.toBe('cb-rate-cut');
    // A lender's own rate named before the decision noun is the lender's.
    expect(read('UK savings rate cut hits savers')?.event.id).not.toBe('cb-rate-cut');
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

  test('German nouns of brightening and clouding are the way a survey moved', () => {
    expect(read('Überraschende Eintrübung der Stimmung in der Industrie', 'de')?.event.id).toBe('macro-activity');
    expect(moves('Überraschende Eintrübung der Stimmung in der Industrie', 'de')).toMatchObject({ DAX: 'bearish' });
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

  test("a currency headline's cause sizes the card where it is the larger news", () => {
    const read = readEconomyEvent({ text: 'Sterling jumps as UK wage growth beats forecasts', language: 'en', companyNamed: false });
    expect(read?.instruments[0]).toMatchObject({ symbol: 'GBP', direction: 'bullish' });
    expect(read?.score ?? 0).toBeGreaterThan(0.5);
  });

  test('a cause that moved the currency the other way does not size its card', () => {
    expect(read('Yen inches higher even as Japan inflation cools sharply')?.score).toBe(read('Yen inches higher')?.score);
  });

  test('a trade deal takes tariffs down', () => {
    expect(read('Won climbs as Seoul seals a trade deal with Washington')?.event.id).toBe('trade-deal');
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

  test('a question that forecasters answer is their preview, smaller than the question alone', () => {
    const answered = read('Will the BoE cut next week? Most economists polled say it will')?.score ?? 0;
    const asked = read('Will the BoE cut next week?')?.score ?? 0;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(asked);
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

describe('readings composed from their parts, not from whole phrases', () => {
  test('a comparative before "than" is the move and its comparison with what was forecast', () => {
    expect(framesOf('Japan wage growth runs hotter than forecast', 'en')[0]).toMatchObject({ action: 'raise', versus: 1, modality: 'fact' });
    expect(moves('PBOC sets the yuan midpoint stronger than forecast')).toMatchObject({ CNY: 'bullish' });
  });

  test('a comparison word and what was expected, however far apart, are the outcome against it', () => {
    expect(moves('Swiss CPI climbs 0.6%, over the 0.4% consensus')).toMatchObject({ 'Swiss bonds': 'bearish', CHF: 'bullish' });
    expect(moves('Canadian retail sales edge up 0.1%, under the 0.5% gain economists had pencilled in')).toMatchObject({ CAD: 'bearish' });
    expect(moves('Inflação medida pelo IPCA sobe 0,3% em maio, abaixo das estimativas do mercado', 'pt')).toMatchObject({ BRL: 'bearish' });
    expect(moves('Verbraucherpreise steigen um 2,4 Prozent und liegen unter den Prognosen der Ökonomen', 'de')).toMatchObject({ Bunds: 'bullish' });
  });

  test('a rate set short of the level expected is looser than the market priced', () => {
    expect(moves("Egypt's central bank lifts rates to 25%, well short of the 27% analysts expected")).toMatchObject({ EGP: 'bearish' });
  });

  test('markets read the core measure first: a soft headline figure with a hot core is hawkish', () => {
    expect(moves("Japan's consumer prices rise 0.2%, below the 0.3% forecast, but core index jumps 0.5%")).toMatchObject({ JGBs: 'bearish', JPY: 'bullish' });
    expect(moves('Canadian inflation eases to 2.1%, under forecasts, though core measures accelerate')).toMatchObject({ CAD: 'bullish' });
  });

  test('a second release in one clause is weighed on its own', () => {
    // A lower jobless rate and faster pay, against fewer hires than forecast: two of three say a hot market.
    expect(moves('Australian payrolls undershoot forecasts, but the jobless rate dips to 3.9% and wage growth accelerates')).toMatchObject({
      'Australian bonds': 'bearish',
    });
  });

  test('a later release that says it surprised owns the figures; economists caught out are its object, not a preview', () => {
    const text = 'Canadian inflation matches forecasts at 2.4%, but core inflation surprises at 3.1%; economists had expected 2.8%';
    expect(moves(text)).toMatchObject({ CAD: 'bullish' });
    const caught = read('Canadian CPI in line, yet stickier core prices catch economists off guard');
    expect(caught?.evidence.novelty).not.toBe('preview');
  });

  test("a variable named beside a release is that economy's figure, with its own comparison", () => {
    // Hiring short of forecasts, but pay ahead of them and fewer out of work: a hot labour market.
    expect(moves('Payrolls miss forecasts, but hourly pay beats estimates as the jobless rate dips')).toMatchObject({
      'US Treasuries': 'bearish',
      USD: 'bullish',
    });
    // The comparison after the second variable is its own, not the first one's.
    expect(moves('US job growth trails forecasts; wage gains beat them and unemployment falls')).toMatchObject({ 'US Treasuries': 'bearish' });
  });

  test('an amount of acts to come, shrunk or grown, is guidance that outranks the act', () => {
    expect(moves('Bank of Canada lowers rate by a quarter point, but scales back projected easing for next year')).toMatchObject({ CAD: 'bullish' });
    expect(moves('RBA hikes 25 bp and pares back expected tightening')).toMatchObject({ AUD: 'bearish' });
    expect(moves('Federal Reserve to slow the pace of its balance sheet runoff')).toMatchObject({ 'US Treasuries': 'bullish' });
    expect(read('Federal Reserve to slow the pace of its balance sheet runoff')?.event.id).toBe('cb-qt-slowdown');
  });

  test('a delay or a doubt about the next move leans against it, and two denials cancel', () => {
    expect(moves('Norges Bank keeps rates steady; governor wants firmer jobs data before the next increase')).toMatchObject({ NOK: 'bearish' });
    expect(moves('Lagarde says a further hike is unlikely this year')).toMatchObject({ EUR: 'bearish' });
    expect(moves('Bank of England says a further rate hike cannot be ruled out')).toMatchObject({ Gilts: 'bearish' });
  });

  test('a place is not its currency, and a state of the economy names its release', () => {
    expect(read('Euro area factory activity shrinks for a fifth month')?.event.family).toBe('macro-release');
    expect(moves('Sweden slides into recession as output shrinks for a second quarter')).toMatchObject({ OMXS30: 'bearish', SEK: 'bearish' });
  });

  test("an arrest is a political shock only when a politician is held; a politician's words are not a central bank's", () => {
    expect(read("Turkish police detain the opposition's presidential challenger")?.event.id).toBe('political-shock');
    expect(read('US police arrest three men over a crypto fraud')).toBeNull();
  });

  test('a rating agency downgrading banks is a bank downgrade, not a sovereign one', () => {
    expect(read('Fitch downgrades five Italian banks, citing weaker margins')?.event.id).toBe('bank-downgrade');
  });

  test('a standoff lifted is relief; a fear that eases is no central bank easing', () => {
    expect(moves('Congress votes to suspend the debt ceiling, ending the standoff')).toMatchObject({ SPX: 'bullish' });
    expect(read('White House says the Fed chair will stay, easing fears over its independence')).toBeNull();
  });
});

describe('who speaks, what caused a move, and how big it was', () => {
  test('a name before a colon opens a quote; a bank that defies forecasts acts', () => {
    expect(read("Riksbank's Thedeen: further easing is possible")?.event.id).toBe('cb-dovish');
    expect(moves('Norges Bank wrong-foots markets, keeps its policy rate on hold rather than cutting')).toMatchObject({
      NOK: 'bullish',
      'Norwegian bonds': 'bearish',
    });
  });

  test('guidance with no act of the day is guidance, in every language', () => {
    expect(read('EZB deutet ein Ende der geldpolitischen Lockerung an', 'de')?.event.id).toBe('cb-hawkish');
    expect(moves('Nagel: Der Lockerungszyklus der Bundesbank nähert sich dem Ende', 'de')).toMatchObject({ EUR: 'bullish' });
    expect(moves('Copom surpreende quem esperava alta: Selic fica em 11%', 'pt')).toMatchObject({ BRL: 'bearish' });
  });

  test('a release that surprised without saying which way went the way the currency it moved did', () => {
    expect(moves('Krona jumps after Swedish inflation surprises')).toMatchObject({ SEK: 'bullish', 'Swedish bonds': 'bearish' });
  });

  test('power seized or a snap election: the currency and index fall, and a euro member pays over the Bund', () => {
    expect(moves('Thai army seizes power and suspends the constitution')).toMatchObject({ THB: 'bearish', SET: 'bearish' });
    expect(moves('Italian premier calls snap elections after coalition collapses')).toMatchObject({ 'Italian bonds': 'bearish', Bunds: 'bullish' });
  });

  test('the largest act in decades reads larger than the same act, and the clause is quoted as written', () => {
    const record = read('Riksbank lifts rates by 100 basis points, its biggest increase since 1992');
    const plain = read('Riksbank lifts rates by 25 basis points');
    expect(Math.abs(record?.score ?? 0)).toBeGreaterThan(Math.abs(plain?.score ?? 0));
    expect(record?.cue).toBe('Riksbank lifts rates by 100 basis points');
  });
});

describe('words that look alike', () => {
  test('a bank that fails a stress test has not failed; one in receivership has', () => {
    expect(read('Three Italian banks fail the ECB stress test')).toBeNull();
    expect(read('Regional lender Westbrook Bank goes into receivership')?.event.id).toBe('bank-failure');
  });

  test('services inflation is read as a core measure, and "to the upside" is above expectations', () => {
    expect(moves('Euro area headline inflation in line, but services inflation surprises to the upside')).toMatchObject({ Bunds: 'bearish', EUR: 'bullish' });
  });

  test("a cut to banks' reserve requirements is the reserve ratio, not bank news", () => {
    expect(read("PBOC lowers banks' reserve requirement ratio by 25 basis points")?.event.id).toBe('cb-reserve-ratio');
  });
});

describe('how sure and how big', () => {
  test('a figure set against the one expected is an outcome, not a preview; "as forecast" is priced in', () => {
    const against = read('Chicago PMI climbs to 51.2 vs 48.0 expected');
    const plain = read('Chicago PMI climbs to 51.2');
    expect(Math.abs(against?.score ?? 0)).toBeGreaterThan(Math.abs(plain?.score ?? 0));
    const inLine = read('Canada core inflation rises 0.3%, exactly as economists forecast');
    expect(Math.abs(inLine?.score ?? 1)).toBeLessThan(Math.abs(read('Canada core inflation rises 0.3%')?.score ?? 0));
  });

  test('a decision named with its guidance is the decision: sized and named as one', () => {
    const reading = read('Hawkish cut: Norges Bank lowers its rate and pencils in a long pause');
    expect(reading?.event.id).toBe('cb-rate-cut');
    expect(moves('Hawkish cut: Norges Bank lowers its rate and pencils in a long pause')).toMatchObject({ NOK: 'bullish' });
    // A governor declining to guide is guidance, not an attribution that makes the hike mere words.
    expect(read('Riksbank raises rates but Thedeen gives no hint of further moves')?.event.id).toBe('cb-rate-hike');
  });

  test("a bank's call on a central bank is a preview; a lender's own prime rate is not policy", () => {
    expect(Math.abs(read('Goldman brings forward its ECB cut call to March')?.score ?? 1)).toBeLessThan(0.4);
    expect(read('Citigroup raises its prime lending rate to 8.5%', 'en', true)).toBeNull();
  });
});

describe('names and paths', () => {
  test("a company's name is not read as words, unless it names an actor", () => {
    const text = 'Dollar General surges 8% after upbeat results';
    expect(read(text)?.event.id).toBe('currency-move');
    expect(readEconomyEvent({ text, language: 'en', companyNamed: true, names: [[0, 14]] })).toBeNull();
    const agency = "Moody's cuts Portugal's rating to junk";
    expect(readEconomyEvent({ text: agency, language: 'en', companyNamed: true, names: [[0, 7]] })?.event.id).toBe('sovereign-downgrade');
  });

  test('a producer shelving talk of deeper cuts adds supply; an end to negative rates is a hike', () => {
    expect(moves('OPEC+ keeps output unchanged and shelves talk of deeper cuts')).toMatchObject({ OIL: 'bearish' });
    // The hold takes its way from the clause beside it, and the event named is the cut it shelved.
    const shelved = read('OPEC+ leaves output unchanged; deeper cuts are shelved for now');
    expect(shelved).toMatchObject({ event: { id: 'opec-cut' }, negated: true });
    expect(moves('OPEC+ leaves output unchanged; deeper cuts are shelved for now')).toMatchObject({ OIL: 'bearish' });
    expect(moves("Swiss franc jumps after SNB's chair hints at an end to negative rates")).toMatchObject({ CHF: 'bullish', 'Swiss bonds': 'bearish' });
  });

  test("a downgrade of a country's banks moves its bank index first", () => {
    expect(moves("S&P downgrades five US regional lenders' banks")).toMatchObject({ BKX: 'bearish' });
  });
});

describe('where the event is', () => {
  test("the economy of the event's own clause outranks one named around it", () => {
    expect(moves('After a drubbing in the EU vote, Belgian premier calls snap elections')).toMatchObject({ 'BEL 20': 'bearish' });
  });

  test('a contract to supply is an order won, not supply that shrank', () => {
    expect(read('Brazil awards a 10-year oil supply contract to a state refiner')).toBeNull();
  });

  test('a cut in gas supply in Europe weighs on the euro and German industry; elsewhere it moves gas alone', () => {
    expect(moves('Sabotage shuts a gas pipeline under the Baltic; European gas prices soar')).toMatchObject({
      NATGAS: 'bullish',
      EUR: 'bearish',
      DAX: 'bearish',
    });
    expect(moves('Storm shuts a Gulf Coast gas pipeline')).not.toHaveProperty('EUR');
  });

  test('a forced closure of a fuel pipeline is a supply outage', () => {
    expect(moves('Hackers force closure of the largest US fuel pipeline')).toMatchObject({ OIL: 'bullish' });
  });
});

describe('words', () => {
  test('past tenses the stemmer leaves alone are still the way a figure went', () => {
    expect(moves('US consumer prices rose more than forecast in March')).toMatchObject({ 'US Treasuries': 'bearish' });
    expect(moves('The German economy shrank in the second quarter')).toMatchObject({ DAX: 'bearish' });
  });

  test('"contract" gives way to a later verb in its clause, and is the act where there is none', () => {
    expect(framesOf('The contracted backlog leapt', 'en')[0]?.action).toBe('raise');
    expect(read('Euro zone economy contracts 0.2% in the second quarter')?.event.id).toBe('macro-gdp');
  });
});

describe('votes', () => {
  test('members voting for no change, or a decision called close, lean against the act: a hawkish cut', () => {
    expect(moves('Riksbank trims its policy rate by 25 bp; three members wanted no change')).toMatchObject({ SEK: 'bullish' });
    expect(moves('Riksbank lowers its policy rate on a knife-edge vote')).toMatchObject({ SEK: 'bullish' });
    // A cut with no dissent is a cut.
    expect(moves('Riksbank trims its policy rate by 25 bp')).toMatchObject({ SEK: 'bearish' });
  });
});

describe('look-alikes', () => {
  test('words that stem or read like an act, and are not one', () => {
    // "quite" is no "quit", "terminal" no "terminate".
    expect(moves('US inflation rises quite sharply')).toMatchObject({ 'US Treasuries': 'bearish' });
    expect(read("Fed's terminal rate seen higher after hot data")?.negated).toBe(false);
    // A record low is low.
    expect(moves('US jobless rate hits a record low')).toMatchObject({ SPX: 'bullish' });
    // Pressure to raise rates is a call for a hike, not a fall.
    expect(read('ECB under pressure to raise rates')?.event.id).not.toBe('cb-rate-cut');
    // Spreads that narrow, or a stock split, do not make a cut close.
    expect(moves('ECB cuts rates as bond spreads narrow')).toMatchObject({ EUR: 'bearish' });
  });

  test('the side that imposes a restriction is named after "by" in the clause of the act, not anywhere after it', () => {
    expect(moves('US imposes sanctions on Russia, joined later by the UK')).toMatchObject({ RUB: 'bearish' });
  });

  test("a company's act denied is that act denied, unless the denial is the event itself", () => {
    expect(company("Engine maker won't cut its dividend")).toMatchObject({ id: 'dividend-cut', denied: true });
    expect(company('Audit committee finds no problems with the accounts')).toBeNull();
    expect(company('Sportswear brand does not lower its full-year outlook')).toMatchObject({ id: 'guidance-cut', denied: true });
  });
});

describe('how much it matters', () => {
  test("the head of a central bank speaks for its policy; an official's words weigh less", () => {
    const chair = read('Lagarde signals the easing cycle has further to run');
    const official = read('An ECB official signals the easing cycle has further to run');
    expect(Math.abs(chair?.score ?? 0)).toBeGreaterThan(Math.abs(official?.score ?? 0));
  });

  test('a hold whose guidance or vote gives it a way is sized as a decision, not as a hold', () => {
    const guided = read('ECB holds rates, signals cuts ahead');
    const plain = read('ECB holds rates');
    expect(guided?.score ?? 0).toBeGreaterThan(0);
    expect(Math.abs(guided?.score ?? 0)).toBeGreaterThan(0.7);
    expect(Math.abs(plain?.score ?? 1)).toBeLessThan(Math.abs(guided?.score ?? 0));
  });

  test("a sanction on a major power is an economy's news, not a minor economy's", () => {
    expect(Math.abs(read("Sweeping asset freeze imposed on Russia's central bank by the US and the EU")?.score ?? 0)).toBeGreaterThan(0.7);
  });
});

describe('currencies', () => {
  test('a currency at a record, or on the back foot, has moved; a central bank can move its own', () => {
    expect(moves('Swiss franc hits a record against the euro')).toMatchObject({ CHF: 'bullish' });
    expect(moves('Rand on the back foot as power cuts return')).toMatchObject({ ZAR: 'bearish' });
    expect(moves("China's central bank guides the yuan firmer")).toMatchObject({ CNY: 'bullish' });
  });
});

describe('banks in distress', () => {
  test('deposits leaving a bank are a run on it; the bank named falls, in the economy it is listed in', () => {
    const text = 'Deposit outflows hit HSBC as savers pull billions';
    const run = readEconomyEvent({ text, language: 'en', companyNamed: true, names: [[19, 23]], companies: ['HSBA.L'] });
    expect(run?.event.id).toBe('funding-run');
    expect(Object.fromEntries((run?.instruments ?? []).map((i) => [i.symbol, i.direction]))).toMatchObject({ 'HSBA.L': 'bearish', UKX: 'bearish' });
  });
});

describe('defaults', () => {
  test("a company's default is not its country's", () => {
    const text = 'Evergrande misses a bond payment, defaulting on its debt';
    expect(readEconomyEvent({ text, language: 'en', companyNamed: true, names: [[0, 10]] })?.event.id).not.toBe('sovereign-default');
    expect(read('Argentina defaults on its sovereign debt')?.event.id).toBe('sovereign-default');
  });
});

describe('a market-wide halt', () => {
  test('an exchange that stops all trading, or a circuit breaker that trips, is a market-wide halt', () => {
    expect(read('Stock exchange halts trading in Istanbul as the benchmark sinks 7%')?.event.id).toBe('market-halt');
    expect(read('Circuit breakers trip in Seoul as stocks tumble')?.event.id).toBe('market-halt');
    // A smaller economy's money leaves for safety, its currency with it.
    expect(moves('Stock exchange halts trading in Istanbul as the benchmark sinks 7%')).toMatchObject({ TRY: 'bearish', 'US Treasuries': 'bullish' });
  });

  test("a halt in one company's shares is that company's news", () => {
    expect(readEconomyEvent({ text: 'Stock exchange halts trading in Acme shares', language: 'en', companyNamed: true, names: [[32, 36]] })).toBeNull();
  });
});

describe('restrictions', () => {
  test('the target of a restriction is named before "by", the side that imposes it after', () => {
    expect(moves("Turkey's central bank hit with an asset freeze by the US and the EU")).toMatchObject({ TRY: 'bearish' });
  });

  test('a restriction denied before it is named is relief (spared a label, no new tariffs); named and kept, it stands', () => {
    expect(moves('Treasury report spares China the currency manipulator label')).toMatchObject({ CNY: 'bullish' });
    expect(read('No new tariffs on Mexico, White House says')?.score ?? 0).toBeGreaterThan(0);
    expect(read('Tariffs on Chinese goods remain intact after talks')?.event.id).not.toBe('trade-deal');
    expect(read('US-China trade deal collapses')?.event.id).toBe('trade-tariffs');
  });

  test("an income tax rate rise is the tax's, not a central bank's rate", () => {
    expect(read('The budget plans no longer include an income tax rate rise')?.event.id).not.toBe('cb-rate-hike');
  });

  test('access is the restriction the other way round: cut is a sanction, restored is relief', () => {
    expect(read('Western allies plan to cut SWIFT access for several Belarusian lenders')?.score ?? 0).toBeLessThan(0);
    expect(read('EU restores SWIFT access for a Belarusian lender')?.score ?? 0).toBeGreaterThan(0);
  });

  test('a restriction lifts oil only where it touches energy', () => {
    expect(moves('China hit with new chip export controls by the US')).not.toHaveProperty('OIL');
    expect(moves('US imposes sanctions on Russian oil majors')).toMatchObject({ OIL: 'bullish' });
  });
});

describe('who and what a clause is about', () => {
  test('officials named after their bank are its officials, and speak for its policy', () => {
    expect(moves('Riksbank minutes: several officials saw the case for a slower pace of cuts')).toMatchObject({ SEK: 'bullish' });
  });

  test("an economy's output, where no producers act on theirs, is its growth", () => {
    expect(read('Euro area output shrinks 0.2%, the flash estimate shows')?.event.id).toBe('macro-gdp');
    expect(moves('Euro area output shrinks 0.2%, the flash estimate shows')).toMatchObject({ EUR: 'bearish' });
    expect(read('OPEC+ lifts output by 400,000 bpd')?.event.id).toBe('opec-raise');
  });
});

describe('the cause of a move', () => {
  test('a spending freeze is austerity in Portuguese; a fiscal package alone says neither way', () => {
    expect(read('Governo anuncia congelamento de gastos de R$ 20 bilhões', 'pt')?.event.id).toBe('fiscal-tightening');
    expect(read('Governo anuncia pacote fiscal para estimular a economia', 'pt')?.event.id).not.toBe('fiscal-tightening');
  });

  test("in another language's press the dollar is quoted against the home currency, whoever else is named", () => {
    expect(moves('Dólar dispara com a tarifa de Washington sobre o aço do Brasil', 'pt')).toMatchObject({ BRL: 'bearish' });
    expect(moves('Dollar steigt nach starken US-Daten', 'de')).toMatchObject({ EUR: 'bearish' });
    // Against the currency the text names, if it names one.
    expect(moves('Dollar steigt zum Yen nach BoJ-Entscheid', 'de')).toMatchObject({ JPY: 'bearish' });
  });

  test("a restriction named as the cause of a currency's fall was imposed; a market moving is no act on one", () => {
    expect(read('Stocks rally after tariff ruling')?.event.id).not.toBe('trade-tariffs');
    expect(read('Nikkei jumps following tariff agreement')?.event.id).not.toBe('trade-tariffs');
    expect(moves('Rand slides after US tariffs on South African steel')).toMatchObject({ ZAR: 'bearish', JSE: 'bearish' });
    expect(read('Equities climb on hopes of a tariff truce')?.event.id).not.toBe('trade-tariffs');
    // A restriction that only looms is not done.
    expect(read('Carmakers brace as new tariffs on car imports loom')?.event.id).not.toBe('trade-tariffs');
  });
});

describe('pipelines', () => {
  test("the pipelines that bring Russian gas to Germany are Europe's supply", () => {
    expect(moves('Nord Stream to stay shut for weeks, operator says')).toMatchObject({ NATGAS: 'bullish', EUR: 'bearish', DAX: 'bearish' });
    expect(moves('Nord Stream flows resume after maintenance')).toMatchObject({ NATGAS: 'bearish' });
  });
});

describe('harm averted', () => {
  test('supply sites spared or unaffected deny the halt feared: the commodity eases', () => {
    expect(moves('Gulf oil installations unaffected by the storm')).toMatchObject({ OIL: 'bearish' });
    expect(moves("Iran's crude facilities escape damage in overnight strikes")).toMatchObject({ OIL: 'bearish' });
    expect(moves("Israel won't strike Iranian oil facilities, officials say")).toMatchObject({ OIL: 'bearish' });
    // Not denied, the same sites hit are the supply cut; armed forces at a site with no act named have struck it.
    expect(moves('Drone strike halts a Saudi oil facility')).toMatchObject({ OIL: 'bullish' });
    expect(moves('Drones target a pipeline in the delta')).toMatchObject({ OIL: 'bullish' });
    // Lifting a supply is no halt, nor is ending a blockade of one.
    expect(moves('Norway lifts gas supplies to Europe').NATGAS).not.toBe('bullish');
    expect(moves('Protesters end blockade of a Libyan oil terminal').OIL).not.toBe('bullish');
    expect(moves('Beijing tightens export licensing for rare earths')).toMatchObject({ 'Rare earths': 'bullish' });
    // A supply denied before it is named is no supply, not a halt averted; troops guarding a site have struck nothing.
    expect(moves('No oil exports from Libyan ports for a third day').OIL).not.toBe('bearish');
    expect(read('Army guards a key pipeline after protests')).toBeNull();
  });

  test('a central bank keeping its policy intact holds; it does not deny a hold', () => {
    expect(read('The Bank of Japan keeps its ultra-loose settings intact, dashing bets on a tweak')?.event.id).toBe('cb-rate-hold');
    expect(framesOf('The Bank of Japan keeps its ultra-loose settings intact, dashing bets on a tweak', 'en')[0]).toMatchObject({
      action: 'hold',
      denied: false,
    });
  });
});

describe("a company's own news", () => {
  test('a deal called off is off; a bid only denied is a bid denied', () => {
    expect(company('Acme Robotics axes its planned takeover of Zenbrook')).toMatchObject({ id: 'deal-blocked', denied: false });
    expect(company('Glowmark denies any plan to bid for Harbin Tools')).toMatchObject({ id: 'takeover-bid', denied: true });
    // The words of the event, from its first to its last: the names before them bid.
    expect(company('Orbis Foods agrees to acquire a snack maker for $3 bln')?.words).toBe('agrees to acquire');
  });

  test('two names joined by a hyphen are one party to the deal, and a block calls it off', () => {
    const names: [number, number][] = [
      [3, 8],
      [9, 14],
    ];
    const read = readCompanyEvent({ text: 'No Orbis-Zenox merger, Orbis tells staff', language: 'en', companyNamed: true, names });
    expect(read).toMatchObject({ event: { id: 'takeover-bid' }, denied: true });
    expect(company('Regulator moves to block the grocery merger')?.id).toBe('deal-blocked');
  });

  test('a deal only named, with no act on it, is no event', () => {
    expect(company('Why a merger of the two carmakers would make sense')).toBeNull();
    expect(company('Has the acquisition of the film studio been a failure?')).toBeNull();
  });

  test('an auditor who quits, a regulator who turns a drug down, a study that misses', () => {
    expect(company('Big Four firm resigns as auditor of a server maker')?.id).toBe('auditor-exit');
    expect(company('Drug regulator rejects the application for a gout therapy')?.id).toBe('drug-failure');
    expect(company('FDA approves a new migraine drug from Halcyon Bio')?.id).toBe('drug-approval');
    expect(company('Late-stage study of the arthritis pill missed its main goal')?.id).toBe('drug-failure');
    expect(company('Second study of the asthma antibody shows no edge over placebo')).toMatchObject({ id: 'drug-failure', denied: false });
    // A court's trial is not a drug's.
    expect(company("Court won't order a new trial for the former mayor")).toBeNull();
    // Patients are not patience.
    expect(company('No benefit for heart patients from the weekly shot, trial finds')?.id).toBe('drug-failure');
  });

  test('a sale a court orders hurts; one it spares is relief; a sale with no court is not read here', () => {
    expect(company('Judge rules the search giant must sell its ad exchange')).toMatchObject({ id: 'forced-divestiture', denied: false });
    expect(company('Appeals court spares the chipmaker a forced sale of its design unit')).toMatchObject({ id: 'forced-divestiture', denied: true });
    expect(company('Conglomerate plans a breakup into three listed companies')).toBeNull();
  });

  test('the backlog is the quarters ahead: it outranks the quarter reported', () => {
    expect(company('Software vendor misses on revenue but says its contracted backlog leapt 40%')?.id).toBe('backlog-growth');
    expect(company('Planemaker says its order book shrank as airlines cancelled jets')?.id).toBe('backlog-decline');
  });

  test('index membership, a rights issue, bankruptcy', () => {
    expect(company('Cloud software group wins a spot in the S&P 500')).toMatchObject({ id: 'index-inclusion', denied: false });
    expect(company('Inclusion in the benchmark denied to the bitcoin treasury firm')).toMatchObject({ id: 'index-inclusion', denied: true });
    expect(company('Wind farm developer launches a rights issue to shore up its balance sheet')?.id).toBe('share-offering');
    expect(company('Budget carrier files for Chapter 11 protection')?.id).toBe('bankruptcy');
    expect(company('Court orders the indebted developer to be wound up')?.id).toBe('bankruptcy');
    // Shares that "wound up higher" ended the day; they were not wound up.
    expect(company('Chipmaker shares wound up higher')).toBeNull();
  });

  test("jobs, dividends and guidance are a company's only where a company is named", () => {
    expect(company('Logistics group to cut 4,000 jobs')?.id).toBe('layoffs');
    expect(company('Logistics group to cut 4,000 jobs', 'en', false)).toBeNull();
    expect(company('Copper miner suspends its dividend')?.id).toBe('dividend-cut');
    expect(company('Engine maker brings back its dividend')?.id).toBe('dividend-raise');
    expect(company('Sportswear brand cuts its full-year outlook')?.id).toBe('guidance-cut');
    // A hit to a company's results is its outlook cut.
    expect(company('Sportswear brand warns of a hit to sales from new duties')?.id).toBe('guidance-cut');
  });

  test('German and Portuguese feed the same classes', () => {
    expect(company('Chemiekonzern hat die Übernahme des Rivalen abgesagt', 'de')?.id).toBe('deal-blocked');
    // Two denials cancel: a takeover "not ruled out" is not denied.
    expect(company('Übernahme nicht ausgeschlossen', 'de')).toBeNull();
    expect(company('Mineradora revisa para baixo a meta de vendas de 2027', 'pt')?.id).toBe('guidance-cut');
    // German splits its verbs: the half that says which way comes last ("schraubt … nach oben").
    expect(company('Siemens schraubt die Jahresprognose nach oben', 'de')?.id).toBe('guidance-raise');
    expect(company('Die Lufthansa korrigiert den Ausblick nach unten', 'de')?.id).toBe('guidance-cut');
    expect(company('Autobauer kappt sein Renditeziel erneut', 'de')?.id).toBe('guidance-cut');
    // Not paying a dividend is cutting it.
    expect(company('Mineradora decide não pagar dividendos neste ano', 'pt')).toMatchObject({ id: 'dividend-cut', denied: false });
  });

  test('a firm or binding offer is a bid; not made, it is a bid denied', () => {
    expect(company('Miner will not table a binding offer for its rival')).toMatchObject({ id: 'takeover-bid', denied: true });
  });

  test('an auditor resigning as the accountant leaves; "as" names the role, not a clause of its own', () => {
    expect(company("Audit firm resigns as the server maker's accountant, citing governance")?.id).toBe('auditor-exit');
    // "quite as" is no resignation.
    expect(company('Orders were not quite as strong as hoped')).toBeNull();
  });

  test("a company's site left intact is the disruption denied; one halted is left to the cues, which tell a disaster from a closure", () => {
    expect(company('Quake leaves the chipmaker fabs undamaged')).toMatchObject({ id: 'site-disruption', denied: true });
    expect(company('Carmaker to close two plants in a cost-cutting drive')).toBeNull();
    expect(company('Carmaker opens a new plant in Texas')).toBeNull();
  });

  test('a block itself denied lets the deal go ahead', () => {
    expect(company("Judge rejects the regulator's bid to block the games maker's takeover")).toMatchObject({ id: 'acquisition', denied: false });
    expect(company('Regulator blocks the games maker takeover')?.id).toBe('deal-blocked');
  });

  test("an approval gives way to the act it approves, in an economy's news", () => {
    expect(moves('OPEC+ approves a larger output hike for next month')).toMatchObject({ OIL: 'bearish' });
  });
});
