/**
 * Text clean-up and tokenisation for the offline analyzer. Tokens keep their offsets in the
 * cleaned text so explanations can quote the original wording.
 */

type TokenKind = 'word' | 'number' | 'percent' | 'cashtag' | 'punct';

export type Token = {
  /** Lower-cased form used for matching (possessive 's removed, signs kept on percents). */
  norm: string;
  kind: TokenKind;
  start: number;
  end: number;
  /** Signed value for percents and numbers (NaN for other kinds). */
  value: number;
};

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  mdash: '—',
  ndash: '–',
};

/** Decodes the few HTML entities feeds use and drops tags, so no markup reaches the output. */
function stripHtml(text: string): string {
  return text
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
        return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : ' ';
      }
      return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/[<>]/g, ' ');
}

/** Plain text ready for matching: no markup, no URLs, single spaces, contractions expanded. */
export function cleanText(raw: string): string {
  return stripHtml(raw)
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/\bwon['’]t\b/gi, 'will not')
    .replace(/\bcan['’]t\b/gi, 'can not')
    .replace(/\b(\w+)n['’]t\b/gi, '$1 not')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

// Order matters: cashtags and signed percents before bare numbers and words.
const TOKEN_RE =
  /(\$[A-Za-z][A-Za-z]{0,5}(?:\.[A-Za-z]{1,2})?)(?![A-Za-z0-9])|(?<![\w.%])([+-]\s?\d+(?:[.,]\d+)*)\s?%|(\d+(?:[.,]\d+)*)\s?%|([$€£¥]?\d+(?:[.,]\d+)*(?:[a-z]{0,3})?)|([A-Za-z][A-Za-z0-9&]*(?:['’][A-Za-z]+)?)|([.,;:!?()[\]|…"“”]|\s[-–—]+\s|^[-–—]+\s)/g;

function numberOf(text: string): number {
  return Number.parseFloat(text.replace(/[\s,$€£¥]/g, ''));
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[1] !== undefined) {
      tokens.push({ norm: m[1].toLowerCase(), kind: 'cashtag', start, end, value: Number.NaN });
    } else if (m[2] !== undefined) {
      const value = numberOf(m[2]);
      tokens.push({ norm: `${value >= 0 ? '+' : ''}${value}%`, kind: 'percent', start, end, value });
    } else if (m[3] !== undefined) {
      const value = numberOf(m[3]);
      tokens.push({ norm: `${value}%`, kind: 'percent', start, end, value });
    } else if (m[4] !== undefined) {
      tokens.push({ norm: m[4].toLowerCase(), kind: 'number', start, end, value: numberOf(m[4]) });
    } else if (m[5] !== undefined) {
      const norm = m[5]
        .toLowerCase()
        .replace(/['’]s$/, '')
        .replace(/['’]/g, '');
      tokens.push({ norm, kind: 'word', start, end, value: Number.NaN });
    } else if (m[6] !== undefined) {
      tokens.push({ norm: m[6].trim().slice(0, 1), kind: 'punct', start, end, value: Number.NaN });
    }
  }
  return tokens;
}
