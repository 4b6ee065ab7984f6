import { describe, expect, test } from 'bun:test';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { z } from 'zod';
import { AppError, UNEXPECTED_ERROR_MESSAGE } from '@/server/errors';
import { createContextInner, publicProcedure, router } from '@/server/trpc/init';

// A router made of the project's own procedures, to see what every failure looks like on the wire.
const probeRouter = router({
  echo: publicProcedure.input(z.object({ email: z.email(), note: z.string().max(100) })).mutation(({ input }) => input),
  domain: publicProcedure.query(() => {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts. Try again in 15 minutes.');
  }),
  crash: publicProcedure.query(() => {
    throw new Error('connection reset by database at 10.0.0.3');
  }),
});

async function call(path: string, init?: RequestInit) {
  const response = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(`http://localhost/trpc/${path}`, init),
    router: probeRouter,
    createContext: () => createContextInner({ db: {} as never, services: {} as never }),
  });
  const body = (await response.json()) as { error: { message: string; data: { code: string; fieldErrors?: Record<string, string> } } };
  return { status: response.status, error: body.error };
}

const post = (input: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(input),
});

describe('tRPC errors carry a code and a message for the user', () => {
  test('invalid input is a 400 that names the field', async () => {
    const { status, error } = await call('echo', post({ email: 'not-an-email', note: 'x' }));
    expect(status).toBe(400);
    expect(error.data.code).toBe('BAD_REQUEST');
    expect(error.message).toStartWith('email: ');
    expect(error.data.fieldErrors).toHaveProperty('email');
  });

  test('oversized and missing fields are 400s too', async () => {
    expect((await call('echo', post({ email: 'a@b.co', note: 'x'.repeat(10_000) }))).status).toBe(400);
    expect((await call('echo', post({}))).status).toBe(400);
    expect((await call('echo', post('just a string'))).status).toBe(400);
  });

  test('domain errors keep their code and message', async () => {
    const { status, error } = await call('domain');
    expect(status).toBe(429);
    expect(error.data.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toBe('Too many attempts. Try again in 15 minutes.');
  });

  test('unexpected failures are a 500 with the product text and no internals', async () => {
    const { status, error } = await call('crash');
    expect(status).toBe(500);
    expect(error.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(JSON.stringify(error)).not.toContain('10.0.0.3');
  });
});
