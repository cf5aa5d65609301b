import { z } from 'zod';
import { CODE_MAX, NAME_MAX, PASSWORD_MAX, tooLong } from '../limits.js';
import { issueText } from '../schema-issue.js';

const moduleName = z.string().max(CODE_MAX, tooLong(CODE_MAX, 'module'));

export const signInQuerySchema = z.object({ module: moduleName.optional() });

export const signInBodySchema = z.object({
  username: z
    .string()
    .trim()
    .max(NAME_MAX, tooLong(NAME_MAX, 'User name'))
    .min(1, issueText('signIn.userNameRequired', 'User name is required')),
  password: z
    .string()
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX, 'Password'))
    .min(1, issueText('signIn.passwordRequired', 'Password is required')),
  module: moduleName.optional(),
});
export type SignInBody = z.input<typeof signInBodySchema>;

/** The signed-in user as the API returns it (never a hash or a secret). */
export const sessionUserSchema = z.object({
  username: z.string(),
  email: z.string().nullable(),
  fullName: z.string(),
  roles: z.array(z.string()),
  program: z.string().nullable(),
  collegeName: z.string().nullable(),
  /** Present (true) only while a generated login's first password is not changed. */
  mustChangePassword: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const signInResponseSchema = sessionUserSchema.extend({ token: z.string() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;
