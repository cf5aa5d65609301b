import { fillText } from './fill-text.js';
import type { ServerTextKey } from './server-texts.js';

/**
 * The message of a shared zod schema's issue, made by `issueText`: its key of the server's
 * catalogue, its values and its English, as zod carries a message (a string). Only `readIssue`
 * reads it; a plain string in a schema is not one (ADR 0114).
 */
export type IssueMessage = string & { readonly issueMessage: true };

/** What an issue's message says: its key and values when a schema of ours wrote it, and its English. */
export interface IssueText {
  key?: ServerTextKey;
  params?: Record<string, string>;
  message: string;
}

/**
 * A shared schema's message by its key, written where the rule is: `issueText('input.required',
 * INPUT_TEXTS.required, { field: 'User name' })`. `english` is the key's text in the catalogue (a
 * test holds every one to it); the values fill it.
 */
export function issueText(key: ServerTextKey, english: string, params?: Record<string, string | number>): IssueMessage {
  if (!params) return JSON.stringify({ key, message: english }) as IssueMessage;
  const values = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return JSON.stringify({ key, params: values, message: fillText(english, values) }) as IssueMessage;
}

const MARK = '{"key":"';

/** The key, values and English of an issue's message; zod's own messages (`Invalid input: …`) have no key. */
export function readIssue(message: string): IssueText {
  if (!message.startsWith(MARK)) return { message };
  try {
    const { key, params, message: english } = JSON.parse(message) as IssueText;
    return { key, ...(params ? { params } : {}), message: english };
  } catch {
    return { message };
  }
}

/**
 * The messages of one group of the catalogue, for a schema: `const counterIssue =
 * issuesOf('counter', COUNTER_TEXTS)`, then `counterIssue('bankRequired')`. A name the catalogue
 * does not have under that group does not compile.
 */
export const issuesOf =
  <G extends string, T extends Readonly<Record<string, string>>>(group: G, texts: T) =>
  <K extends keyof T & string>(name: K & (`${G}.${K}` extends ServerTextKey ? unknown : never), params?: Record<string, string | number>) =>
    issueText(`${group}.${name}` as ServerTextKey, texts[name], params);

/**
 * Every text of one group of the catalogue as a schema's message, for a schema that names many:
 * `const M = issueTable('accounts', ACCOUNT_MESSAGES)`, then `M.passwordMin`.
 */
export const issueTable = <G extends string, T extends Readonly<Record<string, string>>>(
  group: G & (`${G}.${keyof T & string}` extends ServerTextKey ? unknown : never),
  texts: T,
) =>
  Object.fromEntries(Object.entries(texts).map(([name, english]) => [name, issueText(`${group}.${name}` as ServerTextKey, english)])) as {
    readonly [K in keyof T]: IssueMessage;
  };
