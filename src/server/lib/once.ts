/** A value read the first time it is asked for and kept: work a reading may never need is not done up front. */
export function once<T>(read: () => T): () => T {
  let value: { of: T } | null = null;
  return () => {
    value ??= { of: read() };
    return value.of;
  };
}
