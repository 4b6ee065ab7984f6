/**
 * Currency-first headlines: "Sterling slides…", "Yen surges past…", "Australian dollar jumps…".
 * The named currency is the instrument, in the direction its verb says, whatever the cause
 * clause goes on to explain; "dollar" alone is the US dollar.
 */
import type { Language } from '../../../shared/language';
import type { Sign } from './taxonomy';

/** Currency names, longest first so "Australian dollar" is not read as "dollar". */
const CURRENCIES: [RegExp, string][] = [
  [/\b(?:Australian dollar|Aussie(?: dollar)?)\b/i, 'AUD'],
  [/\b(?:New Zealand dollar|kiwi(?: dollar)?)\b/i, 'NZD'],
  [/\b(?:Canadian dollar|loonie)\b/i, 'CAD'],
  [/\bHong Kong dollar\b/i, 'HKD'],
  [/\bSingapore dollar\b/i, 'SGD'],
  [/\bTaiwan(?:ese)? dollar\b/i, 'TWD'],
  [/\b(?:Mexican peso|peso)\b/i, 'MXN'],
  [/\b(?:Argentine|Argentinian) peso\b/i, 'ARS'],
  [/\b(?:Chilean) peso\b/i, 'CLP'],
  [/\b(?:Colombian) peso\b/i, 'COP'],
  [/\b(?:Philippine) peso\b/i, 'PHP'],
  [/\b(?:Swedish )?krona\b/i, 'SEK'],
  [/\b(?:Norwegian (?:crown|krone)|Norwegian)\b/i, 'NOK'],
  [/\bDanish (?:crown|krone)\b/i, 'DKK'],
  [/\bCzech (?:crown|koruna)\b/i, 'CZK'],
  [/\b(?:Swiss )?franc\b/i, 'CHF'],
  [/\b(?:Japanese )?yen\b/i, 'JPY'],
  [/\b(?:offshore |onshore |Chinese )?(?:yuan|renminbi)\b/i, 'CNY'],
  [/\b(?:pound sterling|sterling|British pound|pound)\b/i, 'GBP'],
  [/\beuro\b(?![- ](?:zone|area|Stoxx))/i, 'EUR'],
  [/\b(?:Indian )?rupee\b/i, 'INR'],
  [/\b(?:Turkish )?lira\b/i, 'TRY'],
  [/\b(?:Russian )?(?:rouble|ruble)\b/i, 'RUB'],
  [/\b(?:South African )?rand\b/i, 'ZAR'],
  [/\b(?:South )?(?:Korean )?won\b/, 'KRW'],
  [/\b(?:Brazilian )?real\b(?! estate)/i, 'BRL'],
  [/\bzloty\b/i, 'PLN'],
  [/\bforint\b/i, 'HUF'],
  [/\brupiah\b/i, 'IDR'],
  [/\bringgit\b/i, 'MYR'],
  [/\bbaht\b/i, 'THB'],
  [/\bshekel\b/i, 'ILS'],
  [/\bnaira\b/i, 'NGN'],
  [/\b(?:U\.S\. |US )?(?:dollar|dólar)(?![\p{L}])/iu, 'USD'],
];

const UP =
  /^(?:dispara\w*|sobe|subiu|avança\w*|ris(?:e|es|ing)|rose|jump\w*|climb\w*|surg\w*|soar\w*|gain\w*|rall\w*|firm\w*|strengthen\w*|advanc\w*|spik\w*|rebound\w*|recover\w*|hits? (?:a )?(?:\d+[- ]\w+ )?high|extends? gains|edges? (?:up|higher)|tops?|breaks? above|climbs?)\b/i;
const DOWN =
  /^(?:cai|caiu|recua\w*|despenca\w*|fall\w*|fell|drop\w*|slid\w*|slip\w*|slump\w*|plung\w*|tumbl\w*|sink\w*|sank|weaken\w*|eas(?:e|es|ed|ing)|declin\w*|los(?:e|es|ing)|lost|crash\w*|collaps\w*|hits? (?:a )?(?:\d+[- ]\w+ |record |fresh |new )?low|extends? losses|edges? (?:down|lower)|breaks? below|retreat\w*|skid\w*|dives?|dived)\b/i;

/** A headline that opens with a currency and its move; null otherwise. */
/** Any currency word near the start: most headlines have none, and skip the table. */
const ANY_CURRENCY =
  /\b(?:dollar|d[oó]lar|peso|krona|krone|crown|koruna|franc|yen|yuan|renminbi|sterling|pound|euro|rupee|lira|rouble|ruble|rand|won|real|zloty|forint|rupiah|ringgit|baht|shekel|naira|loonie|aussie|kiwi)/i;

export function currencyLead(text: string, language: Language = 'en'): { code: string; sign: Sign } | null {
  if (!ANY_CURRENCY.test(text.slice(0, 40))) return null;
  for (const [name, code] of CURRENCIES) {
    const m = name.exec(text);
    // The currency must be the subject: at the start, after at most a short qualifier ("Offshore", "The").
    if (!m || m.index > 12) continue;
    const verb = text
      .slice(m.index + m[0].length)
      .trimStart()
      .replace(/^(?:is|was|has|briefly|sharply|further)\s+/i, '');
    const sign: Sign = UP.test(verb) ? 1 : DOWN.test(verb) ? -1 : 0;
    if (sign === 0) return null;
    // In Brazilian news "o dólar" is quoted in reais: the dollar's rise is the real's fall.
    return language === 'pt' && code === 'USD' ? { code: 'BRL', sign: -sign as Sign } : { code, sign };
  }
  return null;
}
