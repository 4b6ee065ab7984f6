/**
 * Most calls one request to /trpc may carry: the server refuses a larger batch before running
 * any of it, and the web client never sends one. Mutations are never batched at all.
 */
export const MAX_BATCH_SIZE = 10;
