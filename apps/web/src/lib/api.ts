import type { ApiError, MessageKey, ServerTextKey } from '@campus/shared';
import { readIssue } from '@campus/shared/schema-issue';
import i18n from '../i18n';
import { ERROR_WORDS } from '../i18n/error-words';
import { serverAddressInUse } from './server-address';

/**
 * A failed API call: `message` is the server's message in the language chosen when it is read, so a
 * page that keeps the error shows it in German after a switch to DE.
 */
export class ApiRequestError extends Error {
  constructor(
    fallback: string,
    public readonly status: number,
    public readonly body: Partial<ApiError> | null,
  ) {
    super(fallback);
    Object.defineProperty(this, 'message', { get: () => errorMessage(body) ?? fallback, configurable: true });
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

/** Called when the server says the session is gone (401), so the app can sign out locally. */
let onUnauthorized: (() => void) | null = null;
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/** The address of a call: relative on the page's own server, absolute on one set on Developer Options. */
function apiUrl(path: string, query?: Query): string {
  const { origin, isDefault } = serverAddressInUse();
  const url = new URL(path.startsWith('/api') ? path : `/api/${path.replace(/^\//, '')}`, origin);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return isDefault ? url.pathname + url.search : url.href;
}

/** Another server's own session cookie goes with its calls; the page's server gets them as always. */
const credentials = (): RequestCredentials => (serverAddressInUse().isDefault ? 'same-origin' : 'include');

type Keyed = MessageKey & { message?: string };
type Value = NonNullable<MessageKey['params']>[string];

/** A value of a message in the chosen language: a message of its own by its key, a name the texts know, or as it is. */
function translatedValue(value: Value): string {
  if (typeof value !== 'string') return keyText(value) ?? '';
  return ERROR_WORDS[i18n.language]?.[value] ?? value;
}

/** The text of a key with its values, when the chosen language has it. */
function keyText({ key, params }: MessageKey): string | undefined {
  if (!key || !i18n.exists(`errors.${key}`)) return undefined;
  const values = Object.fromEntries(Object.entries(params ?? {}).map(([name, v]) => [name, translatedValue(v)]));
  return i18n.t(`errors.${key}`, values);
}

/** A message by the key it came with (ADR 0111); without one, or in English, as it was written. */
const messageText = (keyed: Keyed): string | undefined => keyText(keyed) ?? keyed.message;

/** A message the web itself shows by a key of the server's catalogue: `keyedMessage('access.forbidden', MESSAGES.forbidden)`. */
export const keyedMessage = (key: ServerTextKey, english: string, params?: Record<string, string>): string =>
  messageText({ key, params, message: english }) ?? english;

/**
 * A message of a zod schema run here (a form's own check) in the chosen language: by the key the
 * schema wrote it with (`issueText`, ADR 0115); a text the screen made itself shows as it is.
 */
export const schemaMessage = (message: string | undefined): string | undefined =>
  message === undefined ? undefined : messageText(readIssue(message));

/** A success answer's message (`{ message, key, params }`) in the chosen language. */
export const serverMessage = (answer: Keyed): string => messageText(answer) ?? '';

/** The text of an error answer, or of one row problem of it, in the chosen language. */
export function errorMessage(body: Partial<ApiError> | Keyed | null | undefined): string | undefined {
  return body ? messageText(body) : undefined;
}

async function failure(res: Response): Promise<ApiRequestError> {
  let body: Partial<ApiError> | null;
  try {
    body = (await res.json()) as Partial<ApiError>;
  } catch {
    body = null;
  }
  if (res.status === 401 && onUnauthorized) onUnauthorized();
  // The server keeps a generated login to its password change until it is done.
  if (body?.code === 'PASSWORD_CHANGE_REQUIRED' && window.location.pathname !== '/ResetLoginPassword')
    window.location.assign('/ResetLoginPassword');
  return new ApiRequestError(errorMessage(body) ?? res.statusText ?? `Request failed (${res.status})`, res.status, body);
}

async function send(path: string, opts: ApiOptions): Promise<Response> {
  const isForm = opts.body instanceof FormData;
  const res = await fetch(apiUrl(path, opts.query), {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    credentials: credentials(),
    headers: opts.body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
    body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  if (!res.ok) throw await failure(res);
  return res;
}

/** JSON call under /api. Paths may be given with or without the `/api` prefix. */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const res = await send(path, opts);
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

export async function apiBlob(path: string, opts: ApiOptions = {}): Promise<Blob> {
  return (await send(path, opts)).blob();
}

/** Multipart upload with progress (fetch cannot report upload progress). */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (fraction: number) => void, query?: Query): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, query));
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiRequestError('Network error: the upload did not reach the server', 0, null));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      if (xhr.status === 401 && onUnauthorized) onUnauthorized();
      const err = (body ?? {}) as Partial<ApiError>;
      reject(new ApiRequestError(errorMessage(err) ?? `Upload failed (${xhr.status})`, xhr.status, err));
    };
    xhr.send(form);
  });
}

/** Opens a base64 PDF in a new window (or downloads it when pop-ups are blocked). */
export function openPdf(base64: string, fileName: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  openPdfBlob(new Blob([bytes], { type: 'application/pdf' }), fileName);
}

/** Opens a PDF in a new window (or downloads it when pop-ups are blocked). */
export function openPdfBlob(pdf: Blob, fileName: string) {
  const url = URL.createObjectURL(pdf.type === 'application/pdf' ? pdf : new Blob([pdf], { type: 'application/pdf' }));
  const win = window.open(url, '_blank');
  if (!win) downloadUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function downloadBase64(base64: string, fileName: string, type = 'application/pdf') {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type }), fileName);
}

export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function downloadUrl(url: string, fileName: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}
