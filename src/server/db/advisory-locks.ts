/**
 * Every Postgres advisory lock the product takes, by what it guards. An id is a fixed number,
 * not one derived at run time, because every instance (old and new versions side by side in a
 * rolling deploy) must take the same lock for the same purpose. For the same reason an id is
 * never reused nor moved to another purpose: an instance still running the old meaning would
 * exclude, or fail to exclude, unrelated work. A new lock takes the next unused number.
 */
export const advisoryLocks = {
  /** Migrations at start: instances starting together take turns, so each migration runs once. */
  migrations: 727_001,
  /** News polling: the instance holding it is the one that polls. */
  ingest: 727_002,
  /** Publishing: revisions commit in order across instances. */
  publish: 727_003,
  /** The reaction recorder: one instance records at a time. */
  reactions: 727_004,
} as const;

export type AdvisoryLock = (typeof advisoryLocks)[keyof typeof advisoryLocks];
