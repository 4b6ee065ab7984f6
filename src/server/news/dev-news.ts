/**
 * POST /dev/news (served as DEV_ROUTES allows): publishes one story through the normal pipeline at
 * once, to watch the live feed move during development and in the browser tests.
 * Body: {"headline": "...", "summary"?: "...", "publishedAt"?: "<ISO time in the last 7 days>"}: a past
 * publication time lets the price reaction of a story be watched without waiting for its horizons.
 */
import { z } from 'zod';
import { forbiddenCharacterIn } from '../../shared/plain-text';
import type { NewsPipeline } from './ingest';

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
const body = z.object({ headline: plainText(300).pipe(z.string().min(3)), summary: plainText(2000).optional(), publishedAt: pastTime.optional() });

export function devNewsRoutes(pipeline: NewsPipeline): Record<string, (request: Request) => Promise<Response>> {
  return {
    '/dev/news': async (request) => {
      if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
      const parsed = body.safeParse(await request.json().catch(() => null));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const problem = issue?.path.length ? ` (${issue.path.join('.')}: ${issue.message})` : '';
        return Response.json({ error: `Send {"headline": "...", "summary"?: "...", "publishedAt"?: "<ISO time>"}${problem}` }, { status: 400 });
      }
      const slug = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      // Answered once the story is published; an AI analysis follows on the live feed.
      const stats = await pipeline.ingestSource({
        id: 'dev',
        collect: async (_db, now) => [
          {
            headline: parsed.data.headline,
            summary: parsed.data.summary ?? null,
            content: null,
            url: `https://dev-news.example/${slug}`,
            sourceDomain: 'dev-news.example',
            publisherName: 'Development desk',
            source: 'demo',
            publishedAt: parsed.data.publishedAt ?? now,
          },
        ],
      });
      return Response.json(stats, { status: stats.published === 1 ? 201 : 200 });
    },
  };
}
