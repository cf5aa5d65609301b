import { z } from 'zod';

export const signInQuerySchema = z.object({ module: z.string().max(60).optional() });

export const signInBodySchema = z.object({
  username: z.string().trim().min(1, 'User name is required').max(100),
  password: z.string().min(1, 'Password is required').max(200),
  module: z.string().max(60).optional(),
});

/** The signed-in user as the API returns it (never a hash or a secret). */
export const sessionUserSchema = z.object({
  username: z.string(),
  email: z.string().nullable(),
  fullName: z.string(),
  roles: z.array(z.string()),
  program: z.string().nullable(),
  collegeName: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const signInResponseSchema = sessionUserSchema.extend({ token: z.string() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;
