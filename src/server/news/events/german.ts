/**
 * German, the operator's language, as a second language of the offline analyzer: cues for the
 * event types that matter most in German financial news, the words that say a variable rose or
 * fell, and a small tone lexicon for direction where the event leaves it open.
 */

import { unicodeWords } from './unicode-words';

/** German cues by event id; types without one are not recognised in German text. */
export const germanCues: Record<string, RegExp> = Object.fromEntries(
  Object.entries({
    'cb-rate-hike':
      /\b(?:(?:erhöht|erhöhen|hebt|heben|anheben|angehoben)\w*\s+(?:\S+\s+){0,3}(?:Leitzins|Zins|Einlagensatz|Einlagenzins)\w*|Zinserhöhung\w*|Zinsanhebung\w*)/i,
    'cb-rate-cut': /\b(?:(?:senkt|senken|gesenkt|lockert)\s+(?:\S+\s+){0,3}(?:Leitzins|Zins|Einlagensatz|Einlagenzins)\w*|Zinssenkung\w*)/i,
    'cb-rate-hold':
      /\b(?:(?:Leitzins|Zinsen|Einlagensatz|Einlagenzins)\w*\s+(?:\S+\s+){0,3}(?:unverändert|stabil|bleibt|bleiben)|belässt\s+(?:\S+\s+){0,2}(?:Leitzins|Zins)\w*)/i,
    'cb-qe': /\b(?:Anleihekäufe|Anleihenkäufe|Kaufprogramm)\w*/i,
    'macro-inflation': /\b(?:Inflation\w*|Teuerung\w*|Verbraucherpreise|Erzeugerpreise)/i,
    'macro-unemployment': /\b(?:Arbeitslos\w*|Erwerbslos\w*)/i,
    'macro-gdp':
      /\b(?:BIP|Bruttoinlandsprodukt|Wirtschaftswachstum|Rezession|Wirtschaftsleistung|Wirtschaft (?:wächst|schrumpft)|(?:schrumpfende|wachsende) Wirtschaft)/i,
    'macro-activity': /\b(?:Ifo|ZEW|Einkaufsmanager\w*|PMI|Geschäftsklima)/i,
    'macro-industry': /\b(?:Industrieproduktion|Auftragseingang|Auftragseingänge|Industrieaufträge)/i,
    'macro-retail': /\b(?:Einzelhandelsumsatz|Einzelhandelsumsätze|Konsumausgaben)/i,
    'trade-tariffs': /\b(?:Strafzöll\w*|(?:neue|höhere) Zölle|Zollerhöhung\w*|Handelskrieg)/i,
    sanctions: /\bSanktion\w*/i,
    'war-conflict': /\b(?:Krieg|Invasion|marschier\w*\s+(?:\S+\s+){0,4}ein\b|Angriff auf|Luftangriff\w*|Raketenangriff\w*)/i,
    bankruptcy: /\b(?:Insolvenz\w*|insolvent|Pleite)/i,
    'profit-warning': /\b(?:Gewinnwarnung|(?:senkt|kappt|streicht)\s+(?:\S+\s+){0,2}\w*(?:[pP]rognose|ziel)\w*)/i,
    'guidance-raise': /\b(?:(?:hebt|erhöht)\s+(?:\S+\s+){0,2}\w*(?:[pP]rognose|ziel)\w*|Prognose angehoben)/i,
    'earnings-beat': /\b(?:übertrifft|übertraf|übertroffen)\s+(?:\S+\s+){0,2}\w*[eE]rwartung\w*|besser als erwartet/i,
    'earnings-miss': /\b(?:verfehlt|verfehlte)\s+(?:\S+\s+){0,2}\w*[eE]rwartung\w*|schlechter als erwartet/i,
    'earnings-report': /\b(?:Quartal\w*|Gewinn(?:e|s|sprung|einbruch|rückgang|anstieg)?\b|Umsatz\w*|Jahresergebnis|Nettoverlust|Verlust)/i,
    acquisition: /\b(?:übernimmt|übernehmen|Übernahme\w*|Fusion|kauft)\b/i,
    'state-aid': /\b(?:Staatshilfe\w*|Staatsgarantie\w*|Staatseinstieg|Rettungspaket\w*|\w*[gG]arantien|\w*[hH]ilfen)\b/i,
    'industrial-disaster': /\b(?:Explosion|Brand|Dammbruch|Unglück)\b/i,
    'analyst-upgrade': /\b(?:hochgestuft|Kaufempfehlung)/i,
    'analyst-downgrade': /\b(?:abgestuft|herabgestuft|Verkaufsempfehlung)/i,
    'ceo-exit': /\b(?:Chef|Vorstandschef|Vorstandsvorsitzende\w*|CEO)\b.{0,30}\b(?:tritt zurück|geht|verlässt|Rücktritt)/i,
    layoffs: /\b(?:Stellenabbau|Jobabbau|(?:streicht|abbauen|baut)\s+(?:\S+\s+){0,3}Stellen)/i,
    buyback: /\bAktienrückkauf\w*|\bRückkauf\w*/i,
    'drug-failure': /\b(?:bricht\s+(?:\S+\s+){0,3}(?:Studie|Studien)\w*\s+(?:\S+\s+){0,3}ab|Studie\w*\s+(?:gescheitert|abgebrochen))/i,
    'dividend-raise': /\b(?:erhöht|hebt|steigert)\s+(?:\S+\s+){0,2}Dividende\w*/i,
    'dividend-cut': /\b(?:kürzt|senkt|streicht|halbiert)\s+(?:\S+\s+){0,2}Dividende\w*/i,
    dividend: /\bDividende\w*/i,
    'market-recap': /\b(?:DAX|MDax|Börse\w*|Aktien\w*|Dow|Märkte)\b/i,
  }).map(([id, cue]) => [id, unicodeWords(cue)]),
);

export const GERMAN_UP = unicodeWords(
  /\b(?:steigt|steigen|stieg|gestiegen|klettert|kletterte|zieht an|höher|wächst|wuchs|beschleunigt|legt zu|legte zu|zulegen|Anstieg|Plus|Rekordhoch|übertrifft)\b/i,
);
export const GERMAN_DOWN = unicodeWords(
  /\b(?:sinkt|sinken|sank|gesunken|fällt|fallen|fiel|gefallen|geht zurück|ging zurück|schwächt|niedriger|schrumpft|schrumpfte|Rückgang|Minus|bricht ein|brach ein|verlangsamt|verfehlt|Einbruch|Tief)\b/i,
);

const POSITIVE = unicodeWords(
  /\b(?:steigt|stieg|klettert|legt zu|legte zu|Rekord\w*|übertrifft|hochgestuft|Kaufempfehlung|Gewinnsprung|stark\w*|erholt|Erholung|Plus)\b/gi,
);
const NEGATIVE = unicodeWords(
  /\b(?:fällt|fiel|sinkt|sank|bricht ein|Einbruch|Verlust\w*|enttäusch\w*|abgestuft|herabgestuft|Warnung|warnt|Krise|schwach\w*|Minus|Absturz|stürzt)\b/gi,
);

/** German tone in [-1, 1]: each cue counts the same; the balance decides. */
export function germanTone(text: string): number {
  const up = text.match(POSITIVE)?.length ?? 0;
  const down = text.match(NEGATIVE)?.length ?? 0;
  return Math.tanh(0.4 * (up - down));
}
