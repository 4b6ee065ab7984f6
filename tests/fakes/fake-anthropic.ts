/**
 * A local stand-in for the Anthropic Messages API that the real SDK talks to. Each request
 * takes the next scripted behaviour (a valid tool call, malformed output, 429, 529, a stall).
 */
export type Behaviour = 'valid' | 'malformed' | 'no-tool' | '429' | '529' | 'stall';

export const validToolInput = {
  impact_score: -0.62,
  category: 'economy',
  symbols: ['eur/usd', 'BUND'],
  patterns: 'Past dovish surprises weakened the euro by 1–2% over two weeks.',
  explanation: 'A faster easing path lowers euro yields relative to the dollar.',
  consensus_delta: 'Markets expected two cuts by mid-2027; guidance implies three.',
  pathways: ['EUR/USD tests 1.05 if US data stays firm.', 'A hawkish US surprise would deepen the move.'],
};

export function startFakeAnthropic() {
  const script: Behaviour[] = [];
  const requests: { headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  const server = Bun.serve({
    port: 0,
    idleTimeout: 30,
    async fetch(request) {
      const url = new URL(request.url);
      if (request.method !== 'POST' || url.pathname !== '/v1/messages') return new Response('not found', { status: 404 });
      const body = (await request.json()) as Record<string, unknown>;
      requests.push({ headers: Object.fromEntries(request.headers), body });
      const behaviour = script.shift() ?? 'valid';
      const message = (content: unknown[]) =>
        Response.json({
          id: `msg_${requests.length}`,
          type: 'message',
          role: 'assistant',
          model: body.model,
          content,
          stop_reason: 'tool_use',
          stop_sequence: null,
          usage: { input_tokens: 900, output_tokens: 180, cache_read_input_tokens: 800, cache_creation_input_tokens: 0 },
        });
      switch (behaviour) {
        case 'valid':
          return message([{ type: 'tool_use', id: 'toolu_1', name: 'record_analysis', input: validToolInput }]);
        case 'malformed':
          return message([{ type: 'tool_use', id: 'toolu_1', name: 'record_analysis', input: { ...validToolInput, impact_score: 7, category: 'weather' } }]);
        case 'no-tool':
          return message([{ type: 'text', text: 'I think the euro will fall.' }]);
        case '429':
          return Response.json(
            { type: 'error', error: { type: 'rate_limit_error', message: 'Rate limited' } },
            { status: 429, headers: { 'retry-after': '0' } },
          );
        case '529':
          return Response.json({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }, { status: 529 });
        case 'stall':
          await Bun.sleep(2_000);
          return message([{ type: 'tool_use', id: 'toolu_1', name: 'record_analysis', input: validToolInput }]);
      }
    },
  });
  return {
    baseURL: `http://127.0.0.1:${server.port}`,
    script,
    requests,
    stop: () => server.stop(true),
  };
}
export type FakeAnthropic = ReturnType<typeof startFakeAnthropic>;
