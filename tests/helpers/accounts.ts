/** Account shortcuts for tests: read the outbox, sign a user up and in. */
import { expect } from 'bun:test';
import type { Database } from '@/server/db/client';
import { listOutbox } from '@/server/mail/dev-outbox';
import type { Services } from '@/server/services';
import { callerFor } from './caller';
import { waitFor } from './wait';

/** The token of the newest link of the given type sent to an address. */
export async function tokenFromOutbox(db: Database, to: string, type: 'signup' | 'recovery' | 'signin'): Promise<string> {
  // Reset mails leave after the response.
  const link = await waitFor(
    async () =>
      (await listOutbox(db))
        .filter((mail) => mail.to === to)
        .flatMap((mail) => mail.links)
        .find((l) => l.includes(`#type=${type}&token=`)),
    { message: `a ${type} mail for ${to}` },
  );
  return new URL(link).hash.split('token=')[1] ?? '';
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Signs up, confirms from the outbox, and returns the session. */
export async function createConfirmedUser(services: Services, db: Database, email = uniqueEmail(), password = 'correct horse') {
  const visitor = callerFor(services, db, null, `10.0.${counter % 250}.${(counter * 7) % 250}`);
  await visitor.auth.signUp({ email, password });
  const session = await visitor.auth.confirmEmail({ token: await tokenFromOutbox(db, email, 'signup') });
  expect(session.user.email).toBe(email);
  return { email, password, session };
}
