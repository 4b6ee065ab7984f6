/**
 * What a live-feed stream is opened with: the revision a reconnecting client last received.
 * One schema for both writers of the stream (fast-stream.ts and the tRPC procedure), so a
 * malformed id gets the same 400 wherever it arrives, and never reaches `Number()`.
 */
import { z } from 'zod';

const INVALID_LAST_EVENT_ID = 'Must be the id of an event of this stream: a whole number of 0 or more.';

/** tRPC's client echoes the last event's id as text; a program may send a number. */
const revision = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,16}$/)
        .transform(Number),
    ],
    { error: INVALID_LAST_EVENT_ID },
  )
  .pipe(z.number().int({ error: INVALID_LAST_EVENT_ID }).min(0, { error: INVALID_LAST_EVENT_ID }));

export const feedStreamInput = z
  .object({ lastEventId: revision.nullish() }, { error: 'The input must be {"lastEventId": the id of the last event received}, or nothing.' })
  .optional();
