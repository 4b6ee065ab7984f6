import { describe, expect, test } from 'bun:test';
import { clientAddress, isLoopback } from '@/server/http/client-address';
import { startServer } from '@/server/server';
import { testEnv, testServices } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

describe('client address behind proxies', () => {
  test('n trusted proxies: the n-th X-Forwarded-For entry from the right, never what the client wrote', () => {
    expect(clientAddress('10.0.0.1', 'spoofed, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.1', 'spoofed, 198.51.100.7, 10.0.0.9', 2)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.1', '198.51.100.7 ,10.0.0.9', 2)).toBe('198.51.100.7');
    // Fewer entries than proxies: the furthest one.
    expect(clientAddress('10.0.0.1', '198.51.100.7', 3)).toBe('198.51.100.7');
  });

  test('no trusted proxy, or no header: the socket address', () => {
    expect(clientAddress('203.0.113.5', 'spoofed, 198.51.100.7', 0)).toBe('203.0.113.5');
    expect(clientAddress('203.0.113.5', null, 1)).toBe('203.0.113.5');
    expect(clientAddress('203.0.113.5', ' , ', 1)).toBe('203.0.113.5');
  });

  test('loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', '1127.0.0.1', 'spoofed', null]) expect(isLoopback(address)).toBe(false);
  });
});

forEachDatabase((database) => {
  test('the per-address sign-in limit holds when the client rotates the leftmost X-Forwarded-For entry', async () => {
    const env = testEnv({ TRUST_PROXY: '1', RATE_LIMIT_SIGNIN_IP_ATTEMPTS: '3' });
    const server = startServer({ env, database: database(), services: testServices(database().db, env), port: 0, distDir: null });
    const signIn = (attempt: number, forwardedFor: string) =>
      fetch(`${server.url.origin}/trpc/auth.signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        // A new address each time: only the per-client-address limit can stop this.
        body: JSON.stringify({ email: `rotating-${attempt}-${Date.now()}@example.com`, password: 'wrong-password' }),
      });
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await signIn(attempt, `10.9.${attempt}.1, 198.51.100.77`)).status).toBe(400);
      }
      const blocked = await signIn(3, '10.9.3.1, 198.51.100.77');
      expect(blocked.status).toBe(429);
      // Another client behind the same proxy is not affected.
      expect((await signIn(4, '198.51.100.77, 198.51.100.78')).status).toBe(400);
    } finally {
      await server.stop();
    }
  });
});
