/**
 * A user's saved views: listed by name, created, renamed, overwritten and deleted. Every write
 * takes the user's row lock first, so the limit and the unique name are checked before the write
 * and two requests at once cannot pass them together. A view is only ever found through its
 * owner: another user's id reads as "not found" and changes nothing.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { SAVED_VIEWS_LIMIT, type SavedView, type SavedViewFilters, savedViewErrors } from '../../shared/saved-views';
import type { Database, Executor } from '../db/client';
import { type SavedViewRow, savedViews, users } from '../db/schema';
import { AppError } from '../errors';

const viewOf = (row: SavedViewRow): SavedView => ({ id: row.id, name: row.name, filters: row.filters });
const owned = (userId: string, id: string) => and(eq(savedViews.userId, userId), eq(savedViews.id, id));

export async function listSavedViews({ db, userId }: { db: Executor; userId: string }): Promise<SavedView[]> {
  const rows = await db.select().from(savedViews).where(eq(savedViews.userId, userId)).orderBy(asc(savedViews.name), asc(savedViews.createdAt));
  return rows.map(viewOf);
}

/** Holds the user's row until the transaction ends: one writer of their views at a time. */
async function lockUser(tx: Executor, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function refuseTakenName(tx: Executor, userId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.name, name), exceptId ? ne(savedViews.id, exceptId) : undefined));
  if (taken) throw new AppError('CONFLICT', savedViewErrors.nameTaken);
}

export async function createSavedView({
  db,
  userId,
  name,
  filters,
}: {
  db: Database;
  userId: string;
  name: string;
  filters: SavedViewFilters;
}): Promise<SavedView> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [held] = await tx.select({ n: count() }).from(savedViews).where(eq(savedViews.userId, userId));
    if ((held?.n ?? 0) >= SAVED_VIEWS_LIMIT) throw new AppError('BAD_REQUEST', savedViewErrors.full);
    await refuseTakenName(tx, userId, name);
    const [row] = await tx.insert(savedViews).values({ userId, name, filters }).returning();
    if (!row) throw new Error('the insert of a saved view returned no row');
    return viewOf(row);
  });
}

/** Renames a view, overwrites its filters, or both. */
export async function updateSavedView({
  db,
  userId,
  id,
  name,
  filters,
}: {
  db: Database;
  userId: string;
  id: string;
  name?: string;
  filters?: SavedViewFilters;
}): Promise<SavedView> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (name !== undefined) await refuseTakenName(tx, userId, name, id);
    const [row] = await tx
      .update(savedViews)
      .set({ ...(name === undefined ? {} : { name }), ...(filters === undefined ? {} : { filters }), updatedAt: new Date() })
      .where(owned(userId, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', savedViewErrors.notFound);
    return viewOf(row);
  });
}

export async function deleteSavedView({ db, userId, id }: { db: Database; userId: string; id: string }): Promise<void> {
  const deleted = await db.delete(savedViews).where(owned(userId, id)).returning({ id: savedViews.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', savedViewErrors.notFound);
}
