/**
 * Which language a text is in, from its function words and script: enough to tell English (which
 * the offline analyzer reads) from text it would misread, and which stemmer reads a story's words
 * for search (search-words.ts), on the server and in the browser alike. Short headlines with no
 * telling words count as English, the language of the configured feeds.
 */
const STOPWORDS: Record<string, Set<string>> = {
  en: new Set('the of and to in for on with is are was were as at by from that this it its be has have will after over says said'.split(' ')),
  de: new Set(
    'der die das und ist nicht mit für auf den dem des ein eine einer zu im von sich auch nach wird werden bei über aus hat sind wie nur noch um gegen seit vor zum zur wegen prozent steigt sinkt meldet diese diesem dieser dieses einem eines seine seinen ihre ihren durch unter bis mehr erneut'.split(
      ' ',
    ),
  ),
  fr: new Set('le la les et des du un une est pour dans sur avec par pas qui que au aux ses ont été sont'.split(' ')),
  es: new Set('el la los las y de del en para con por una es que se su al más como sus fue han'.split(' ')),
  it: new Set('il lo la gli le di del della che è per con non una sono nel alla dei delle anche'.split(' ')),
  pt: new Set('o a os as e de do da em para com por uma é que não no na dos das mais'.split(' ')),
  nl: new Set('de het een en van is op te dat voor met niet zijn aan ook bij naar heeft'.split(' ')),
};
/** The languages the offline analyzer reads: English, German (the operator's language) and Portuguese (Brazil's markets). */
export type Language = 'en' | 'de' | 'pt';
export function isReadLanguage(code: string): code is Language {
  return code === 'en' || code === 'de' || code === 'pt';
}

/**
 * Market words of one language that English headlines do not use: one of them, or one function
 * word that is not also an English word, tells a short headline's language ("EZB senkt Leitzins").
 */
const MARKET_TERMS: Record<string, RegExp> = {
  de: /(?<![\p{L}])(?:streicht|senkt|erhöht|hebt|übertrifft|verfehlt|kündigt|meldet|steigt|sinkt|fällt|Stellen|Konzern|Vorstand|Aktionäre|EZB|Leitzins\p{L}*|Gewinnwarnung|Prognose\p{L}*|Aktie\p{L}*|Quartal\p{L}*|Umsatz\p{L}*|Milliarden|Prozent\p{L}*|Bundesbank|Konjunktur|Anleihe\p{L}*|Börse\p{L}*|Zinsen|Übernahme|übernehmen|Teuerung|Geschäftsklima|Verbraucherpreise)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:eleva|elevou|corta|cortou|reduz|anuncia|sobe|subiu|cai|caiu|despenca\p{L}*|dispara|recua|avança|lucra|preços?|Copom|Selic|Ibovespa|Bovespa|IPCA|juros|ações|dólar|lucro|prejuízo|inflação|PIB|barragem|dividendos)(?![\p{L}])/iu,
};
/** Function words that are also English words ("die", "den", "a", "do", "no") do not count alone. */
const SHARED_WITH_ENGLISH = new Set('die den um hat war will also an in so o a as e de do no na com me'.split(' '));

/**
 * Function words of other languages that are also English words ("a", "as", "no", "do", "is",
 * "con", "per"), and single letters ("Y/Y", "e"): they are no evidence against English.
 */
const ENGLISH_HOMOGRAPHS = new Set('as do no is me so to an at in on us van op met con per non lo al sus par'.split(' '));
const counts = (word: string) => word.length > 1 && !ENGLISH_HOMOGRAPHS.has(word);

const NON_LATIN = /[\u0400-\u04FF\u0590-\u06FF\u0900-\u097F\u0E00-\u0E7F\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/g;

export function detectLanguage(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length === 0) return 'und';
  const nonLatin = text.match(NON_LATIN)?.length ?? 0;
  if (nonLatin / letters.length > 0.3)
    return /[\u3040-\u30FF]/.test(text)
      ? 'ja'
      : /[\u3400-\u9FFF]/.test(text)
        ? 'zh'
        : /[\u0400-\u04FF]/.test(text)
          ? 'ru'
          : /[\uAC00-\uD7AF]/.test(text)
            ? 'ko'
            : /[\u0590-\u05FF]/.test(text)
              ? 'he'
              : /[\u0600-\u06FF]/.test(text)
                ? 'ar'
                : 'und';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const tally: (readonly [string, number])[] = Object.entries(STOPWORDS).map(
    ([code, set]) => [code, words.filter((w) => set.has(w) && (code === 'en' || counts(w))).length] as const,
  );
  // Umlauts and ß are German evidence that short headlines often lack function words for.
  if (/[äöüß]/i.test(text)) tally.push(['de', (tally.find(([code]) => code === 'de')?.[1] ?? 0) + 1]);
  // ã, õ and ç before a vowel are Portuguese, not Spanish ("ações", "inflação").
  if (/[ãõ]|ç[aãoõu]/i.test(text)) tally.push(['pt', (tally.find(([code]) => code === 'pt')?.[1] ?? 0) + 1]);
  const english = tally.find(([code]) => code === 'en')?.[1] ?? 0;
  const [bestCode, bestCount] = tally.reduce((a, b) => (b[1] > a[1] ? b : a));
  // Another language needs clear evidence: two of its function words and more than English has,
  // or, in a short headline English has no word of, one word or market term of its own.
  if (bestCode !== 'en' && bestCount >= 2 && bestCount > english) return bestCode;
  if (english === 0 || english < bestCount) {
    for (const [code, terms] of Object.entries(MARKET_TERMS)) {
      const own = words.some((w) => STOPWORDS[code]?.has(w) && !SHARED_WITH_ENGLISH.has(w));
      if (terms.test(text) && (english === 0 || own)) return code;
      if (own && english === 0 && (tally.find(([c]) => c === code)?.[1] ?? 0) >= 1) return code;
    }
  }
  return 'en';
}
