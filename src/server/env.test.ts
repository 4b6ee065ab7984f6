import { describe, expect, test } from 'bun:test';
import { EnvError, parseEnv, unsetOperatorSettings } from './env';

describe('configuration', () => {
  test('start-up names the operator settings a public instance must set, and none once they are set', () => {
    expect(unsetOperatorSettings(parseEnv({}))).toEqual([
      'SUPPORT_EMAIL',
      'OPERATOR_NAME',
      'OPERATOR_ADDRESS',
      'OPERATOR_PHONE',
      'OPERATOR_EMAIL',
      'OPERATOR_WEBSITE',
    ]);
    const operator = {
      SUPPORT_EMAIL: 'help@example.com',
      OPERATOR_NAME: 'Erika Mustermann',
      OPERATOR_ADDRESS: 'Musterstraße 1|10115 Berlin',
      OPERATOR_PHONE: '+49 30 1234567',
      OPERATOR_EMAIL: 'erika@example.com',
      OPERATOR_WEBSITE: 'https://example.com',
    };
    expect(unsetOperatorSettings(parseEnv(operator))).toEqual([]);
    expect(unsetOperatorSettings(parseEnv({ ...operator, OPERATOR_PHONE: '' }))).toEqual(['OPERATOR_PHONE']);
  });

  test('runs on embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_NAME).toBe('Impactwire');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe('./data');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.isProduction).toBe(false);
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.DEV_ROUTES).toBe('local');
    expect(env.BILLING_DEMO_IN_PRODUCTION).toBe(false);
    expect(env.RATE_LIMIT_SIGNIN_ATTEMPTS).toBe(5);
    expect(env.RATE_LIMIT_SIGNIN_ACCOUNT_PER_HOUR).toBe(50);
  });

  test('the per-account sign-in ceiling must be out of reach of one address', () => {
    // Five per 15 minutes is 20 an hour from one address.
    expect(parseEnv({ RATE_LIMIT_SIGNIN_ACCOUNT_PER_HOUR: '21' }).RATE_LIMIT_SIGNIN_ACCOUNT_PER_HOUR).toBe(21);
    expect(() => parseEnv({ RATE_LIMIT_SIGNIN_ACCOUNT_PER_HOUR: '20' })).toThrow(/RATE_LIMIT_SIGNIN_ACCOUNT_PER_HOUR: must be above 20/);
    expect(() => parseEnv({ RATE_LIMIT_SIGNIN_ATTEMPTS: '3', RATE_LIMIT_SIGNIN_WINDOW_MINUTES: '7' })).not.toThrow();
    expect(() => parseEnv({ RATE_LIMIT_SIGNIN_ATTEMPTS: '10', RATE_LIMIT_SIGNIN_WINDOW_MINUTES: '10' })).toThrow(/must be above 60/);
  });

  test('booleans read "true" and "false"', () => {
    expect(parseEnv({ BILLING_DEMO_IN_PRODUCTION: 'true' }).BILLING_DEMO_IN_PRODUCTION).toBe(true);
    expect(parseEnv({ BILLING_DEMO_IN_PRODUCTION: 'false' }).BILLING_DEMO_IN_PRODUCTION).toBe(false);
    expect(() => parseEnv({ BILLING_DEMO_IN_PRODUCTION: 'maybe' })).toThrow(/BILLING_DEMO_IN_PRODUCTION/);
  });

  test('TRUST_PROXY counts the proxies in front of the app; true is one', () => {
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'TRUE' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
    for (const bad of ['maybe', '-1', '1.5', '100']) expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  test('development routes: local by default, and always off in production', () => {
    expect(parseEnv({ DEV_ROUTES: 'public' }).DEV_ROUTES).toBe('public');
    expect(parseEnv({ DEV_ROUTES: 'off' }).DEV_ROUTES).toBe('off');
    expect(parseEnv({ NODE_ENV: 'production', DEV_ROUTES: 'public' }).DEV_ROUTES).toBe('off');
    expect(() => parseEnv({ DEV_ROUTES: 'everyone' })).toThrow(/DEV_ROUTES/);
  });

  test('a malformed DATABASE_URL is named, and its password is never repeated', () => {
    for (const url of ['postgres://admin:Hunter2Secret@db.example:notaport/app', 'postgres://admin:Hunter2Secret#x@db.example/app', 'postgres://']) {
      let error: unknown;
      try {
        parseEnv({ DATABASE_URL: url });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).settings).toEqual(['DATABASE_URL']);
      expect((error as EnvError).message).toContain('DATABASE_URL');
      expect((error as EnvError).message).not.toContain('Hunter2');
    }
    expect(parseEnv({ DATABASE_URL: 'postgres://admin:p%40ss@db.example:5432/app' }).DATABASE_URL).toBeDefined();
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
    expect((error as EnvError).settings.sort()).toEqual(['DATABASE_URL', 'NODE_ENV', 'PORT', 'PUBLIC_URL']);
    expect(message).not.toContain('\n');
  });
});
