/**
 * Stemmers for the languages besides English that stories come in. Both are light: they take off
 * inflection (plural, case, gender) and leave derivation alone, so a search for "Zins" finds
 * "Zinsen" and "juro" finds "juros". Snowball's German and Portuguese stemmers split these very
 * families ("zins" → "zin" but "zinsen" → "zins"; "inflação" and "inflações" apart once accents
 * are folded), so two published light algorithms are used instead.
 */

/** Letters with their accents taken off: "ç" is "c", "ã" is "a". */
export const foldAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * CISTEM (Weißweiler and Fraser, 2017), in its case-insensitive form, since a query is typed in
 * lower case while a headline capitalises its nouns. Umlauts and ß are folded first; "sch", "ei",
 * "ie" and a doubled letter are each held as one sign while endings come off, so that none of
 * their letters is taken for an ending.
 */
export function germanStem(word: string): string {
  let w = word.toLowerCase().replaceAll('ä', 'a').replaceAll('ö', 'o').replaceAll('ü', 'u').replaceAll('ß', 'ss');
  w = w.replace(/^ge(.{4,})/, '$1');
  w = w.replaceAll('sch', '$').replaceAll('ei', '%').replaceAll('ie', '&').replace(/(.)\1/g, '$1*');
  while (w.length > 3) {
    const next = w.length > 5 && /(?:em|er|nd)$/.test(w) ? w.slice(0, -2) : /[tesn]$/.test(w) ? w.slice(0, -1) : w;
    if (next === w) break;
    w = next;
  }
  return foldAccents(w.replace(/(.)\*/g, '$1$1').replaceAll('%', 'ei').replaceAll('&', 'ie').replaceAll('$', 'sch'));
}

/**
 * J. Savoy's light stemmer for Portuguese ("Light stemming approaches for the French, Portuguese,
 * German and Hungarian languages", 2006): the plural, then the feminine, then a final vowel,
 * then the accents.
 */
export function portugueseStem(word: string): string {
  let w = word.toLowerCase();
  if (w.length < 4) return foldAccents(w);
  w = singular(w);
  if (w.length > 3 && w.endsWith('a')) w = masculine(w);
  if (w.length > 4 && /[aeo]$/.test(w)) w = w.slice(0, -1);
  return foldAccents(w);
}

function singular(w: string): string {
  const n = w.length;
  if (n > 4 && /[rslz]es$/.test(w)) return w.slice(0, -2);
  if (n > 3 && w.endsWith('ns')) return `${w.slice(0, -2)}m`;
  if (n > 4 && /[eé]is$/.test(w)) return `${w.slice(0, -3)}el`;
  if (n > 4 && w.endsWith('ais')) return `${w.slice(0, -3)}al`;
  if (n > 4 && w.endsWith('óis')) return `${w.slice(0, -3)}ol`;
  if (n > 4 && w.endsWith('is')) return `${w.slice(0, -2)}il`;
  if (n > 3 && /[õã]es$/.test(w)) return `${w.slice(0, -3)}ão`;
  if (n > 6 && w.endsWith('mente')) return w.slice(0, -5);
  if (n > 3 && w.endsWith('s')) return w.slice(0, -1);
  return w;
}

function masculine(w: string): string {
  const n = w.length;
  if (n > 7 && /(?:inha|iaca|eira)$/.test(w)) return `${w.slice(0, -1)}o`;
  if (n <= 6) return w;
  if (/(?:osa|ica|ida|ada|iva|ama)$/.test(w)) return `${w.slice(0, -1)}o`;
  if (w.endsWith('ona')) return `${w.slice(0, -3)}ão`;
  if (w.endsWith('ora')) return w.slice(0, -1);
  if (w.endsWith('esa')) return `${w.slice(0, -3)}ês`;
  if (w.endsWith('na')) return `${w.slice(0, -1)}o`;
  return w;
}
