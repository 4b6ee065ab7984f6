import { describe, expect, test } from 'bun:test';
import { refusalMessage } from './refusal-message';

const answer = (status: number, body: string, type = 'text/plain') => new Response(body, { status, headers: { 'content-type': type } });

describe('what a refused download says', () => {
  test('signed out or without Premium: our words, whatever the server wrote', async () => {
    expect(await refusalMessage(answer(401, '{"error":"UNAUTHORIZED"}', 'application/json'))).toBe('Your session has ended. Please sign in again.');
    expect(await refusalMessage(answer(403, 'Forbidden'))).toBe('The research data is part of Premium.');
  });

  test('a refused period or a rate limit: the server’s own words, from JSON or plain text', async () => {
    const tooLong = 'An export covers at most 366 days.';
    expect(await refusalMessage(answer(400, JSON.stringify({ error: tooLong }), 'application/json'))).toBe(tooLong);
    expect(await refusalMessage(answer(400, JSON.stringify({ message: tooLong }), 'application/json'))).toBe(tooLong);
    expect(await refusalMessage(answer(429, 'Please wait 30 seconds before the next export.'))).toBe('Please wait 30 seconds before the next export.');
    expect(await refusalMessage(answer(429, ''))).toBe('Too many requests in a short time. Please wait a minute and try again.');
  });

  test('a missing endpoint or a failing server never shows its raw page', async () => {
    expect(await refusalMessage(answer(404, 'Not found'))).toBe('This data is not available on the server.');
    expect(await refusalMessage(answer(500, '<html><body>Internal error</body></html>', 'text/html'))).toBe('The server could not answer. Please try again.');
    expect(await refusalMessage(answer(400, '<html>bad</html>', 'text/html'))).toBe('The server could not answer. Please try again.');
  });
});
