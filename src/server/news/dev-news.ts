/**
 * Publishing one story by hand, through the normal pipeline (analysis, live feed), at once:
 * POST /dev/news (served as DEV_ROUTES allows) to watch the live feed move during development
 * and in the browser tests, and the operator's `cli publish` (src/server/operator/).
 * Body: {"headline": "...", "summary"?: "...", "source"?: "<publisher>", "url"?: "<article link>",
 * "publishedAt"?: "<ISO time in the last 7 days>"}: a past publication time lets the price
 * reaction of a story be watched without waiting for its horizons.
 */
import { z } from 'zod';
import { forbiddenCharacterIn } from '../../shared/plain-text';
import type { IngestStats, NewsPipeline } from './ingest';
import { canonicalUrl, type NewsItem, sourceDomainOf } from './normalize';

const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => forbiddenCharacterIn(text) === null, 'Contains a character that is not allowed.');
const BACKDATE_LIMIT_MS = 7 * 24 * 3600_000;
const pastTime = z.iso
  .datetime({ offset: true })
  .transform((text) => new Date(text))
  .refine((time) => time.getTime() <= Date.now() && time.getTime() >= Date.now() - BACKDATE_LIMIT_MS, 'Must lie within the last 7 days.');
const articleUrl = z
  .string()
  .max(2000)
  .transform((text, context) => {
    const url = canonicalUrl(text);
    if (!url) context.addIssue({ code: 'custom', message: 'Must be an http(s) link.' });
    return url ?? '';
  });

const manualStory = z.object({
  headline: plainText(300).pipe(z.string().min(3)),
  summary: plainText(2000).optional(),
  source: plainText(100).pipe(z.string().min(1)).optional(),
  url: articleUrl.optional(),
  publishedAt: pastTime.optional(),
});
type ManualStory = z.infer<typeof manualStory>;

const USAGE = 'Send {"headline": "...", "summary"?: "...", "source"?: "...", "url"?: "https://...", "publishedAt"?: "<ISO time>"}';

/** Where a story written by hand comes from when the body names no publisher or link. */
export type Desk = { publisherName: string; domain: string | null; source: string };
/** Development stories count as samples: the cards say so. */
const developmentDesk: Desk = { publisherName: 'Development desk', domain: 'dev-news.example', source: 'demo' };

function itemOf(story: ManualStory, desk: Desk, now: Date): NewsItem {
  const slug = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  // Without a link of its own the story gets a unique one that no card offers to open.
  const url = story.url ?? (desk.domain ? `https://${desk.domain}/${slug}` : `urn:impactwire:desk:${slug}`);
  const sourceDomain = story.url ? sourceDomainOf(story.url) : desk.domain;
  return {
    headline: story.headline,
    summary: story.summary ?? null,
    content: null,
    url,
    sourceDomain: sourceDomain ?? '',
    publisherName: story.source ?? desk.publisherName,
    source: desk.source,
    publishedAt: story.publishedAt ?? now,
  };
}

/**
 * Reads the request's JSON body and publishes it: 201 when published, 200 when it was already
 * stored (same link, or another outlet's copy), 400 with the first problem otherwise.
 */
export async function answerManualStory(request: Request, pipeline: NewsPipeline, desk: Desk = developmentDesk): Promise<Response> {
  const parsed = manualStory.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const problem = issue?.path.length ? ` (${issue.path.join('.')}: ${issue.message})` : '';
    return Response.json({ error: `${USAGE}${problem}` }, { status: 400 });
  }
  // Answered once the story is published; an AI analysis follows on the live feed.
  const stats: IngestStats = await pipeline.ingestSource({ id: 'dev', collect: async (_db, now) => [itemOf(parsed.data, desk, now)] });
  return Response.json(stats, { status: stats.published === 1 ? 201 : 200 });
}

export function devNewsRoutes(pipeline: NewsPipeline): Record<string, (request: Request) => Promise<Response>> {
  return {
    '/dev/news': async (request) => {
      if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
      return answerManualStory(request, pipeline);
    },
  };
}
