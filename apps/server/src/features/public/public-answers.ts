import crypto from 'node:crypto';
import type { CollegeImages, ContactData, LogoData } from '@campus/shared';
import { escapeHtml } from '../../lib/escape-html.js';

/** An answer ready to send: its text, its type and an entity tag of its content. */
export interface ReadyAnswer {
  body: string | Buffer;
  type: string;
  etag: string;
}

/** What the home page and every page frame ask for, made once from the settings (ADR 0062). */
export interface PublicAnswers {
  code: ReadyAnswer;
  contact: ReadyAnswer;
  logos: ReadyAnswer;
  images: ReadyAnswer;
  /** The logo and banner as image files, by their hashed name (`logo-3f9a0c12de4b5a61.png`). */
  files: Map<string, ReadyAnswer>;
  /** What the web page shows before its scripts have run (apps/server/src/plugins/web-app.ts). */
  splash: string;
}

export interface PublicSettings {
  code: string;
  contact: ContactData[];
  logo: string | null;
  banner: string | null;
}

/** Where the page finds an image file; the name changes with the content, so a browser keeps each for good. */
export const COLLEGE_IMAGES_PATH = '/api/college/images';

/**
 * The college's logo and name, small and centred, in the page as it is sent: a phone on a slow
 * connection shows at once whose page is coming instead of a blank screen while the scripts arrive.
 * The app replaces it when it first renders. Kept smaller than any page's main content, so that the
 * page's largest paint is still its own content.
 */
function splashOf(name: string | undefined, logo: string | null): string {
  const image = logo ? `<img src="${escapeHtml(logo)}" alt="" width="48" height="48">` : '';
  const title = name ? `<span>${escapeHtml(name)}</span>` : '';
  return `<div class="app-splash">${image}${title}</div>`;
}

const hashOf = (content: string | Buffer) => crypto.createHash('sha256').update(content).digest('base64url');
const ready = (body: string | Buffer, type: string): ReadyAnswer => ({ body, type, etag: `"${hashOf(body).slice(0, 27)}"` });
const json = (value: unknown) => ready(JSON.stringify(value), 'application/json; charset=utf-8');

/** The image type of stored base64 (the settings keep no type): JPEG, SVG or else PNG, as the web has always read it. */
function imageOf(base64: string): { bytes: Buffer; type: string; ext: string } {
  const bytes = Buffer.from(base64, 'base64');
  if (base64.startsWith('/9j/')) return { bytes, type: 'image/jpeg', ext: 'jpg' };
  if (base64.startsWith('PHN2') || base64.startsWith('PD94')) return { bytes, type: 'image/svg+xml', ext: 'svg' };
  return { bytes, type: 'image/png', ext: 'png' };
}

export function buildPublicAnswers(settings: PublicSettings): PublicAnswers {
  const files = new Map<string, ReadyAnswer>();
  const fileOf = (kind: 'logo' | 'banner', base64: string | null): string | null => {
    if (!base64) return null;
    const image = imageOf(base64);
    const name = `${kind}-${hashOf(image.bytes).slice(0, 16)}.${image.ext}`;
    files.set(name, ready(image.bytes, image.type));
    return `${COLLEGE_IMAGES_PATH}/${name}`;
  };
  const images: CollegeImages = { logo: fileOf('logo', settings.logo), banner: fileOf('banner', settings.banner) };
  const logos: LogoData = { Logo: settings.logo, Banner: settings.banner };
  return {
    code: ready(settings.code, 'text/plain; charset=utf-8'),
    contact: json(settings.contact),
    logos: json(logos),
    images: json(images),
    files,
    splash: splashOf(settings.contact.at(-1)?.collegeName, images.logo),
  };
}
