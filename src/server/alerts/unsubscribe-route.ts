/**
 * POST /api/alerts/unsubscribe?token=… : the one-click unsubscribe of RFC 8058, which a mail
 * client sends (body `List-Unsubscribe=One-Click`) when the reader presses its own Unsubscribe
 * button on an alert mail. No session, no redirect; a GET does nothing, since mail scanners open
 * links. The unsubscribe page does the same through tRPC.
 */
import { unsubscribeInput } from '../../shared/alert-inputs';
import { ONE_CLICK_UNSUBSCRIBE_PATH, unsubscribeTexts } from '../../shared/alerts';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { unsubscribeAlertMails } from './alert-rules';

const plainText = (text: string, status: number, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

export function oneClickUnsubscribeRoutes(db: Database): Record<string, (request: Request) => Promise<Response>> {
  return {
    [ONE_CLICK_UNSUBSCRIBE_PATH]: async (request) => {
      if (request.method !== 'POST') return plainText('Method not allowed', 405, { Allow: 'POST' });
      const input = unsubscribeInput.safeParse({ token: new URL(request.url).searchParams.get('token') });
      if (!input.success) return plainText(unsubscribeTexts.invalidLink, 400);
      try {
        await unsubscribeAlertMails({ db, token: input.data.token });
      } catch (error) {
        if (error instanceof AppError && error.code === 'BAD_REQUEST') return plainText(unsubscribeTexts.invalidLink, 400);
        throw error;
      }
      return plainText(unsubscribeTexts.done, 200);
    },
  };
}
