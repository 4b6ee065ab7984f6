import { describe, expect, test } from 'bun:test';
import { createLogger, log, withRequestLogger } from './log';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines, text: () => JSON.stringify(lines) };
}

describe('log lines', () => {
  test('are JSON with a level name, a time and the message', () => {
    const { logger, lines } = capture();
    logger.info('started', { port: 3000 });
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'started', port: 3000 });
    expect(new Date(String(lines[0]?.time)).getTime()).toBeGreaterThan(0);
  });

  test('never carry an e-mail address, a link token or a credential, in the message, the fields or an error', () => {
    const { logger, text } = capture();
    const error = new Error('550 mailbox unavailable: ann.lee+news@example.co.uk', {
      cause: new Error('request to https://api.test/v1?api_key=k-123456 failed'),
    });
    logger.warn('mail to ann.lee+news@example.co.uk failed', {
      to: 'ann.lee+news@example.co.uk',
      links: ['https://app.test/#type=recovery&token=reset-secret-1', new URL('https://app.test/x?token=url-secret-2&page=2')],
      error,
      header: 'Authorization: Bearer bearer-secret-3',
      key: 'stripe key sk_live_stripeSecret4 and whsec_test_hookSecret5',
      jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      own: 'session abcdefghijklmnopqrstuvwxyz234567 ended',
      headers: { authorization: 'opaque-6', cookie: 'sid=cookie-secret-7' },
      password: 'hunter2-8',
    });
    const written = text();
    for (const secret of [
      'example.co.uk',
      'reset-secret-1',
      'url-secret-2',
      'k-123456',
      'bearer-secret-3',
      'stripeSecret4',
      'hookSecret5',
      'eyJhbGci',
      'abcdefghijklmnopqrstuvwxyz234567',
      'opaque-6',
      'cookie-secret-7',
      'hunter2-8',
    ]) {
      expect(written).not.toContain(secret);
    }
    // What is left still reads: the kind of thing removed, the rest of the link, the error's shape.
    expect(written).toContain('mail to [email] failed');
    expect(written).toContain('https://app.test/#type=recovery&token=[redacted]');
    expect(written).toContain('page=2');
    expect(written).toContain('"name":"Error"');
  });

  test('within a request, lines written through log carry its id, also from work it started', async () => {
    const { logger, lines } = capture();
    let later: Promise<void> | undefined;
    await withRequestLogger(logger.child({ requestId: 'req-42' }), async () => {
      log.info('inside');
      // The work started: a timer whose callback runs after this function has returned.
      later = new Promise<void>((resolve) =>
        setTimeout(() => {
          log.info('later');
          resolve();
        }, 1),
      );
    });
    await later;
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['inside', 'req-42'],
      ['later', 'req-42'],
    ]);
  });

  test('below the configured level, nothing is written', () => {
    const lines: string[] = [];
    const logger = createLogger('warn', { write: (line: string) => void lines.push(line) });
    logger.debug('probe');
    logger.info('request');
    logger.warn('slow');
    expect(lines).toHaveLength(1);
  });
});
