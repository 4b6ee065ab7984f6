/** Turning the text of feeds (often HTML, sometimes escaped twice) into plain text. */
import { decodeHTML } from 'entities';
import { withoutControlCharacters } from '../../../shared/plain-text';

const BLOCK_TAGS = /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|table|blockquote|section|article)\b[^>]*>/gi;

/** HTML (or text with entities) → plain text: tags dropped, entities decoded, spaces collapsed. */
export function htmlToText(value: string | null | undefined): string {
  if (!value) return '';
  let text = value;
  // Feeds often escape their HTML once more ("&lt;p&gt;", "&amp;amp;"): decode until stable.
  for (let round = 0; round < 3; round++) {
    const decoded = decodeHTML(text);
    const hadMarkup = /<[a-z!/][^>]*>/i.test(decoded);
    text = decoded
      .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(BLOCK_TAGS, ' ')
      .replace(/<[^>]+>/g, '');
    if (!hadMarkup && !/&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text)) break;
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
