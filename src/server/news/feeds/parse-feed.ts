/**
 * Reads RSS 2.0, RSS 1.0 (RDF) and Atom into one shape. Lenient on purpose: CDATA, HTML in
 * descriptions, odd dates and media elements are all handled; only a document that is not a
 * feed at all is an error.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { capRaw, clip, htmlToText } from './text';

export type FeedItem = {
  title: string;
  link: string | null;
  /** The publisher's own identifier (RSS guid, Atom id), when it gives one. */
  guid: string | null;
  summary: string;
  content: string | null;
  /** Null when the feed gives no date or one that cannot be read. */
  publishedAt: Date | null;
  imageUrl: string | null;
};

export type ParsedFeed = {
  title: string;
  link: string | null;
  /** RSS `<ttl>`: how many minutes the publisher says the feed may be cached; null when absent or invalid. */
  ttlMinutes: number | null;
  items: FeedItem[];
};

function ttlOf(value: unknown): number | null {
  const minutes = Number(textOf(value));
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: false,
  textNodeName: '#text',
  cdataPropName: false,
  processEntities: true,
  htmlEntities: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ['item', 'entry', 'link', 'category', 'media:content', 'media:thumbnail', 'enclosure'].includes(name),
});

type Node = Record<string, unknown>;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** The text of a node that may be a string, an object with #text, or an array of those. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === 'object') {
    const node = value as Node;
    if ('#text' in node) return textOf(node['#text']);
  }
  return '';
}

/** RFC 822 (RSS), ISO 8601 (Atom, dc:date), and a few common variants; null if unreadable. */
export function parseFeedDate(value: string): Date | null {
  const text = value.trim();
  if (!text) return null;
  const candidates = [
    text,
    // "Tue, 05 Nov 2026 14:03:00 CET" and similar zone names JavaScript does not know.
    text.replace(/\b(CET|CEST|MEZ|MESZ)\b/, (zone) => (zone === 'CET' || zone === 'MEZ' ? '+0100' : '+0200')),
    // "2026-11-05 14:03:00" without a zone: read as UTC.
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text,
  ];
  for (const candidate of candidates) {
    const time = Date.parse(candidate);
    if (!Number.isNaN(time)) {
      const date = new Date(time);
      // A date far in the future or before the web is a broken feed, not news.
      if (date.getFullYear() > 1995 && date.getTime() < Date.now() + 2 * 86_400_000) return date;
    }
  }
  return null;
}

function atomLink(links: unknown): string | null {
  const list = asArray(links) as (Node | string)[];
  const alternate = list.find((l) => typeof l === 'object' && (!l['@rel'] || l['@rel'] === 'alternate')) ?? list[0];
  if (!alternate) return null;
  return typeof alternate === 'string' ? alternate : textOf(alternate['@href']) || textOf(alternate) || null;
}

function imageOf(item: Node): string | null {
  for (const key of ['media:content', 'media:thumbnail', 'enclosure']) {
    for (const media of asArray(item[key]) as Node[]) {
      const url = textOf(media?.['@url']);
      const type = textOf(media?.['@type']);
      if (url && (!type || type.startsWith('image/'))) return url;
    }
  }
  const group = item['media:group'] as Node | undefined;
  return group ? imageOf(group) : null;
}

function toItem(node: Node, kind: 'rss' | 'atom'): FeedItem | null {
  const title = htmlToText(capRaw(textOf(node.title), 'headline'));
  const guid = textOf(kind === 'atom' ? node.id : node.guid).trim() || null;
  const guidIsLink = kind === 'rss' && (node.guid as Node | undefined)?.['@isPermaLink'] !== 'false';
  const link = kind === 'atom' ? atomLink(node.link) : textOf(node.link) || (guidIsLink ? guid : null);
  const rawSummary = textOf(node.description) || textOf(node.summary) || textOf(node['media:description']);
  const rawContent = textOf(node['content:encoded']) || textOf(node.content);
  const summary = clip(htmlToText(capRaw(rawSummary || rawContent, 'summary')), 600);
  const content = rawContent ? clip(htmlToText(capRaw(rawContent, 'content')), 8000) : null;
  const dateText = textOf(node.pubDate) || textOf(node['dc:date']) || textOf(node.published) || textOf(node.updated) || textOf(node['a10:updated']);
  if (!title) return null;
  return {
    title: clip(title, 300),
    link: link ? link.trim() : null,
    guid,
    summary,
    content: content && content !== summary ? content : null,
    publishedAt: dateText ? parseFeedDate(dateText) : null,
    imageUrl: imageOf(node),
  };
}

export function parseFeed(xml: string): ParsedFeed {
  const trimmed = xml.trim();
  if (!trimmed.startsWith('<')) throw new FeedParseError('not XML: the document does not start with a tag');
  const valid = XMLValidator.validate(trimmed, { allowBooleanAttributes: true });
  if (valid !== true) throw new FeedParseError(`malformed XML at line ${valid.err.line}: ${valid.err.msg}`);
  const document = parser.parse(trimmed) as Node;

  const rss = document.rss as Node | undefined;
  if (rss) {
    const channel = (rss.channel ?? {}) as Node;
    return {
      title: htmlToText(capRaw(textOf(channel.title), 'headline')),
      link: textOf(channel.link) || null,
      ttlMinutes: ttlOf(channel.ttl),
      items: (asArray(channel.item) as Node[]).map((n) => toItem(n, 'rss')).filter((i): i is FeedItem => i !== null),
    };
  }
  const rdf = document['rdf:RDF'] as Node | undefined;
  if (rdf) {
    const channel = (rdf.channel ?? {}) as Node;
    return {
      title: htmlToText(capRaw(textOf(channel.title), 'headline')),
      link: textOf(channel.link) || null,
      ttlMinutes: null,
      items: (asArray(rdf.item) as Node[]).map((n) => toItem(n, 'rss')).filter((i): i is FeedItem => i !== null),
    };
  }
  const feed = document.feed as Node | undefined;
  if (feed) {
    return {
      title: htmlToText(capRaw(textOf(feed.title), 'headline')),
      link: atomLink(feed.link),
      ttlMinutes: null,
      items: (asArray(feed.entry) as Node[]).map((n) => toItem(n, 'atom')).filter((i): i is FeedItem => i !== null),
    };
  }
  throw new FeedParseError('not a feed: no <rss>, <rdf:RDF> or <feed> element');
}
