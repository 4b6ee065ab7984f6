import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type User, users } from '../db/schema';

export async function findUserByEmail(db: Executor, email: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

export async function findUserById(db: Executor, id: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
