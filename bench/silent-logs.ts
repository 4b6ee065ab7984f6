// Imported first by the fuzz: thousands of refused requests would bury its summary in log lines.
process.env.LOG_LEVEL ??= 'silent';
