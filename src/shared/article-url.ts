/**
 * A stored story url is either the article's web address or, for an item its publisher gave no
 * link (a trade halt, for instance), an identity such as "urn:feed-item:…" that must never be
 * shown as a link.
 */
export function isArticleUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url);
}
