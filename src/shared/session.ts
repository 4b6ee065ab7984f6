import { z } from 'zod';

/** Spec §3 User session: user. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  user_metadata: z.object({ full_name: z.string().nullable(), avatar_url: z.string().nullable() }),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
