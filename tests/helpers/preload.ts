// Runs before every `bun test` file: quiet logs and a test environment, unless asked otherwise.
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL ??= 'silent';
