/**
 * Turning the text of feeds (often HTML, sometimes escaped twice) into plain text. Publisher
 * markup is hostile input: every step here is one pass over the text (no backtracking regex, no
 * search that restarts from each "<"), so a megabyte of crafted markup costs milliseconds.
 */
import { decodeHTML } from 'entities';
import { withoutControlCharacters } from '../../../shared/plain-text';

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
  'blockquote',
  'section',
  'article',
]);
const ENTITY = /&(#\d+|#x[0-9a-f]+|[a-z]+);/i;

/** Raw markup kept for each field before any per-character work: more is never shown. */
export const RAW_MARKUP_LIMITS = { headline: 1_000, summary: 4_000, content: 20_000 } as const;

/** A cheap cap on raw markup, so that a huge field never reaches the stripping at all. */
export function capRaw(value: string, field: keyof typeof RAW_MARKUP_LIMITS): string {
  const limit = RAW_MARKUP_LIMITS[field];
  return value.length > limit ? value.slice(0, limit) : value;
}

/**
 * `indexOf` that remembers its last answer: once a terminator is known to be at p (or absent),
 * asking again from any earlier position costs nothing, so a scan stays linear.
 */
function finder(haystack: string, needle: string) {
  let found = -2;
  let from = -1;
  return (start: number): number => {
    if (found === -1 || (found >= start && from <= start)) return found;
    from = start;
    found = haystack.indexOf(needle, start);
    return found;
  };
}

/** The lower-case ASCII tag name starting at `index`, and where it ends. */
function tagNameAt(lower: string, index: number): string {
  let end = index;
  while (end < lower.length && /[a-z0-9]/.test(lower[end] as string)) end++;
  return lower.slice(index, end);
}

/**
 * One pass of tag stripping: CDATA unwrapped, script/style and comments dropped, block tags
 * become spaces, other tags vanish; a "<" with no ">" after it is text. Reports whether any
 * markup was found.
 */
function stripTags(text: string): { text: string; hadMarkup: boolean } {
  // Lower-cased ASCII only, so that indices match the original text.
  const lower = text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const nextGt = finder(text, '>');
  const nextCdataEnd = finder(text, ']]>');
  const nextCommentEnd = finder(text, '-->');
  const nextScriptEnd = finder(lower, '</script>');
  const nextStyleEnd = finder(lower, '</style>');
  const out: string[] = [];
  let hadMarkup = false;
  let copiedUpTo = 0;
  let index = text.indexOf('<');
  while (index !== -1) {
    let replacement: string | null = null;
    let resumeAt = -1;
    if (text.startsWith('<![CDATA[', index)) {
      const end = nextCdataEnd(index + 9);
      if (end !== -1) [replacement, resumeAt] = [text.slice(index + 9, end), end + 3];
    } else if (text.startsWith('<!--', index)) {
      const end = nextCommentEnd(index + 4);
      if (end !== -1) [replacement, resumeAt] = [' ', end + 3];
    } else {
      const closing = text[index + 1] === '/';
      const name = tagNameAt(lower, index + (closing ? 2 : 1));
      if (!closing && (name === 'script' || name === 'style')) {
        const end = (name === 'script' ? nextScriptEnd : nextStyleEnd)(index);
        if (end !== -1) [replacement, resumeAt] = [' ', end + name.length + 3];
      }
    }
    if (replacement === null) {
      const end = nextGt(index + 1);
      if (end > index + 1) {
        const closing = text[index + 1] === '/';
        replacement = BLOCK_TAGS.has(tagNameAt(lower, index + (closing ? 2 : 1))) ? ' ' : '';
        resumeAt = end + 1;
      }
    }
    if (replacement === null) {
      index = text.indexOf('<', index + 1);
      continue;
    }
    hadMarkup = true;
    out.push(text.slice(copiedUpTo, index), replacement);
    copiedUpTo = resumeAt;
    index = text.indexOf('<', resumeAt);
  }
  out.push(text.slice(copiedUpTo));
  return { text: out.join(''), hadMarkup };
}

/** HTML (or text with entities) → plain text: tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(value: string | null | undefined): string {
  if (!value) return '';
  let text = value;
  // Feeds often escape their HTML once more ("&lt;p&gt;", "&amp;amp;"): decode until stable.
  for (let round = 0; round < 3; round++) {
    const stripped = stripTags(decodeHTML(text));
    text = stripped.text;
    if (!stripped.hadMarkup && !ENTITY.test(text)) break;
  }
  // A control character (raw or decoded) would break storage (Postgres refuses NUL) and the page.
  return withoutControlCharacters(text).replace(/\s+/g, ' ').trim();
}

/** Cuts long text at a word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
