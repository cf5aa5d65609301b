import type { z } from 'zod';
import { invalid, schemaText } from './app-error.js';

/** A value a route could not check by its schema (a multipart form's JSON part), checked: its first issue is a 400 naming its field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw invalid(schemaText(issue.message), issue.path.join('.') || 'body');
  }
  return result.data;
}
