import { useEffect, useState } from 'react';

/** How often relative times ("5 min ago") move on. */
const TICK_MS = 30_000;

/** The time, kept current so that relative times stay true. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
