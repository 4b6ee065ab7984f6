/**
 * The research endpoints (the calibration board's JSON, the export) read with the session's
 * bearer token in a header, as every API call is: never in the URL, so a download is fetched
 * and then handed to the browser as a file.
 */
import { ensureFreshSession } from '@/web/lib/session-refresh';
import { getSession } from '@/web/lib/session-store';
import { refusalMessage } from './refusal-message';

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

async function fetchWithSession(url: string, signal?: AbortSignal): Promise<Response> {
  await ensureFreshSession();
  const session = getSession();
  const response = await fetch(url, { headers: session ? { authorization: `Bearer ${session.access_token}` } : {}, signal });
  if (!response.ok) throw new ResearchRequestError(await refusalMessage(response), response.status);
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
