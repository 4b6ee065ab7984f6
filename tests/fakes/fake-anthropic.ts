/**
 * A local stand-in for the Anthropic Messages API that the real SDK talks to. Each request
 * takes the next scripted behaviour: a valid tool call, or one of the ways an answer fails
 * (malformed or out-of-range input, unknown symbol notation, no tool call, a cut-off or
 * refused answer, 400, 429, 529, a stall), or a tool call with the input a test gives.
 */
import { untilClientHangsUp } from '../helpers/wait';

export type Behaviour =
  | 'valid'
  | 'malformed'
  | 'out-of-range'
  | 'bad-symbol'
  | 'unknown-event'
  | 'no-tool'
  | 'max-tokens'
  | 'refusal'
  | '400'
  | '429'
  | '529'
  | 'stall';

export const validToolInput = {
  impact_score: -0.62,
  category: 'economy',
  instruments: [
    { symbol: 'eur/usd', market: 'Forex', score: -0.62 },
    { symbol: 'Bunds', market: 'Bond Market', score: 0.45 },
    { symbol: 'DAX', market: 'Indices', score: 0.3 },
  ],
  event_type: 'cb-dovish',
  language: 'en',
  patterns: 'Dovish central-bank guidance has tended to weigh on the currency and support bonds.',
  explanation: 'Faster cuts lower euro yields relative to the dollar.',
  consensus_delta: 'Markets expected two cuts; the guidance implies three.',
  pathways: ['EUR/USD weakens further if US data stays firm.', 'A hawkish US surprise would deepen the move.'],
};

/** `delayMs`: how long each answer takes, like the real API (a few seconds). */
export function startFakeAnthropic({ port = 0, delayMs = 0 }: { port?: number; delayMs?: number } = {}) {
  const script: (Behaviour | { toolInput: unknown })[] = [];
  const requests: { headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  let stalled = 0;
  const server = Bun.serve({
    port,
    idleTimeout: 30,
    async fetch(request) {
      const url = new URL(request.url);
      if (url.pathname === '/healthz') return new Response('ok');
      if (request.method !== 'POST' || url.pathname !== '/v1/messages') return new Response('not found', { status: 404 });
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ headers: Object.fromEntries(request.headers), body });
      const behaviour = script.shift() ?? 'valid';
      // The real API's latency, simulated on purpose for the browser journeys: time under test, not a wait.
      if (delayMs) await Bun.sleep(delayMs);
      const message = (content: unknown[], stopReason = 'tool_use') =>
        Response.json({
          id: `msg_${requests.length}`,
          type: 'message',
          role: 'assistant',
          model: body.model,
          content,
          stop_reason: stopReason,
          stop_sequence: null,
          usage: { input_tokens: 900, output_tokens: 180, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 },
        });
      const toolCall = (input: unknown, stopReason?: string) => message([{ type: 'tool_use', id: 'toolu_1', name: 'record_analysis', input }], stopReason);
      if (typeof behaviour === 'object') return toolCall(behaviour.toolInput);
      switch (behaviour) {
        case 'valid':
          return toolCall(validToolInput);
        case 'malformed':
          return toolCall({ ...validToolInput, impact_score: 'strongly bearish', category: 'weather' });
        case 'out-of-range':
          return toolCall({ ...validToolInput, impact_score: 1.7, instruments: [{ symbol: 'EUR/USD', market: 'Forex', score: 1.7 }] });
        case 'bad-symbol':
          return toolCall({ ...validToolInput, instruments: [{ symbol: 'the euro (probably)', market: 'Forex', score: -0.62 }] });
        case 'unknown-event':
          return toolCall({ ...validToolInput, event_type: 'moon-landing' });
        case 'no-tool':
          return message([{ type: 'text', text: 'I think the euro will fall.' }], 'end_turn');
        case 'max-tokens':
          return toolCall({ impact_score: -0.62, category: 'economy' }, 'max_tokens');
        case 'refusal':
          return message([], 'refusal');
        case '400':
          return Response.json(
            { type: 'error', error: { type: 'invalid_request_error', message: 'tools.0.input_schema: schema not supported' } },
            { status: 400 },
          );
        case '429':
          return Response.json(
            { type: 'error', error: { type: 'rate_limit_error', message: 'Rate limited' } },
            { status: 429, headers: { 'retry-after': '0' } },
          );
        case '529':
          return Response.json({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }, { status: 529 });
        case 'stall':
          // A hung API: no answer until the client gives up on it.
          stalled++;
          await untilClientHangsUp(request);
          stalled--;
          return toolCall(validToolInput);
      }
    },
  });
  return {
    baseURL: `http://127.0.0.1:${server.port}`,
    script,
    requests,
    /** Stalled answers still held (each until its client hangs up). */
    stalled: () => stalled,
    stop: () => server.stop(true),
  };
}
export type FakeAnthropic = ReturnType<typeof startFakeAnthropic>;

// Run on its own (the browser journeys): `bun tests/fakes/fake-anthropic.ts <port> <delay ms>`.
if (import.meta.main) {
  const fake = startFakeAnthropic({ port: Number(process.argv[2] ?? 0), delayMs: Number(process.argv[3] ?? 0) });
  console.log(`fake Anthropic API at ${fake.baseURL}`);
}
