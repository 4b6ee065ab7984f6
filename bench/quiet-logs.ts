// Imported first by in-process benchmarks: request logs would cost more than what is measured.
process.env.LOG_LEVEL ??= 'warn';
