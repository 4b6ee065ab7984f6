import { describe, expect, test } from 'bun:test';
import { EnvError, parseEnv } from './env';

describe('configuration', () => {
  test('runs on embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_NAME).toBe('Impactwire');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe('./data');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.isProduction).toBe(false);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.BILLING_DEMO_IN_PRODUCTION).toBe(false);
    expect(env.RATE_LIMIT_SIGNIN_ATTEMPTS).toBe(5);
  });

  test('booleans read "true" and "false"', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(() => parseEnv({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  test('treats empty strings as unset', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: '  ', APP_NAME: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_NAME).toBe('Impactwire');
  });

  test('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(parseEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(parseEnv({ PUBLIC_URL: 'https://app.example.com/' }).PUBLIC_URL).toBe('https://app.example.com');
  });

  test('Stripe needs all three of its settings', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/set all three/);
    const env = parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' });
    expect(env.STRIPE_PRICE_ID).toBe('price_1');
  });

  test('names every invalid variable in one readable error', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'ftp://x', NODE_ENV: 'staging' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'NODE_ENV']) expect(message).toContain(name);
  });
});
