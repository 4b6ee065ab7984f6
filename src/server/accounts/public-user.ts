import type { PublicUser } from '../../shared/auth';
import type { User } from '../db/schema';

/** The user as the client sees it (docs/product.md §3 User session: user). */
export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    created_at: user.createdAt.toISOString(),
    user_metadata: { full_name: user.fullName, avatar_url: user.avatarUrl },
  };
}
