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
