/**
 * The research endpoints (the calibration board's JSON, the export) read with the session's
 * bearer token in a header, as every API call is: never in the URL, so a download is fetched
 * and then handed to the browser as a file.
 */
import { ensureFreshSession } from '@/web/auth/session-refresh';
import { getSession } from '@/web/auth/session-store';

/** A refusal or failure, in words the page shows. */
class ResearchRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ResearchRequestError';
  }
}

const statusMessages: Record<number, string> = {
  401: 'Your session has ended. Please sign in again.',
  403: 'The research data is part of Premium.',
  429: 'Too many requests in a short time. Please wait a minute and try again.',
};

/** The server's own message ({ error } or { message } as JSON, or a short text), else one for the status. */
async function messageOf(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  let said: unknown = body;
  try {
    const parsed: unknown = JSON.parse(body);
    said =
      typeof parsed === 'object' && parsed !== null
        ? ((parsed as { error?: unknown; message?: unknown }).error ?? (parsed as { message?: unknown }).message)
        : parsed;
  } catch {
    // Not JSON: a plain-text answer is shown as it is when short.
  }
  if (typeof said === 'string' && said.trim() && said.length <= 300 && !said.trimStart().startsWith('<')) return said.trim();
  return statusMessages[response.status] ?? 'The server could not answer. Please try again.';
}

export async function fetchWithSession(url: string, signal?: AbortSignal): Promise<Response> {
  await ensureFreshSession();
  const session = getSession();
  const response = await fetch(url, { headers: session ? { authorization: `Bearer ${session.access_token}` } : {}, signal });
  if (!response.ok) throw new ResearchRequestError(await messageOf(response), response.status);
  return response;
}

/** The file name the server gave (Content-Disposition), else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1] ?? /filename="?([^";]+)"?/i.exec(header)?.[1];
  return name ? decodeURIComponent(name) : fallback;
}

/** Fetches a file with the session and saves it as the browser's download. */
export async function downloadWithSession(url: string, fallbackName: string): Promise<void> {
  const response = await fetchWithSession(url);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
