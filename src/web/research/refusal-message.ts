/** What the research pages say when the server refuses a request or fails. */

const statusMessages: Record<number, string> = {
  401: 'Your session has ended. Please sign in again.',
  403: 'The research data is part of Premium.',
  404: 'This data is not available on the server.',
  429: 'Too many requests in a short time. Please wait a minute and try again.',
};

/** The server's words about the request itself (a refused period, a rate limit), as JSON { error } or { message } or a short text. */
async function saidAbout(response: Response): Promise<string | null> {
  const body = (await response.text().catch(() => '')).trim();
  let said: unknown = body;
  try {
    const parsed: unknown = JSON.parse(body);
    said = typeof parsed === 'object' && parsed !== null ? ((parsed as { error?: unknown }).error ?? (parsed as { message?: unknown }).message) : parsed;
  } catch {
    // Not JSON: a plain-text answer is taken as it is.
  }
  return typeof said === 'string' && said.trim() && said.length <= 300 && !said.startsWith('<') ? said.trim() : null;
}

/** What the page says of a refusal: the server's own words for a bad request or a rate limit, else ours for the status. */
export async function refusalMessage(response: Response): Promise<string> {
  const said = [400, 422, 429].includes(response.status) ? await saidAbout(response) : null;
  return said ?? statusMessages[response.status] ?? 'The server could not answer. Please try again.';
}
