import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The documentation stands on its own: every link and every Markdown file it names is in the repository.
const root = path.resolve(import.meta.dirname, '../../..');

function markdownUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return markdownUnder(rel);
    return e.name.endsWith('.md') ? [rel] : [];
  });
}

const files = ['README.md', ...markdownUnder('docs')];
const exists = (p: string) => fs.existsSync(p);

/** Relative link targets, `[text](target)`, without anchors; web addresses and in-page anchors left out. */
function linksOf(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t) && !t.startsWith('#'))
    .map((t) => decodeURIComponent(t.split('#')[0]!));
}

/** Markdown file names cited in the text, linked or not (`DESIGN.md`, `docs/OPERATIONS.md`, `adr/0092-….md`). */
function citedOf(text: string): string[] {
  const withoutAddresses = text.replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, '');
  return [...withoutAddresses.matchAll(/(?<![\w./-])([\w./-]*[\w-]\.md)\b/g)].map((m) => m[1]!);
}

describe('documentation links', () => {
  it('reads the README and the docs', () => {
    expect(files).toContain('docs/ARCHITECTURE.md');
    expect(files.length).toBeGreaterThan(60);
  });

  it.each(files)('every relative link of %s leads to a file in the repository', (file) => {
    const dir = path.dirname(path.join(root, file));
    const broken = linksOf(fs.readFileSync(path.join(root, file), 'utf8')).filter((t) => !exists(path.resolve(dir, t)));
    expect(broken).toEqual([]);
  });

  it.each(files)('every Markdown file %s names is in the repository', (file) => {
    const dir = path.dirname(path.join(root, file));
    // A name is read from the citing file's folder, the repository's root or docs/, as a reader would look.
    const missing = citedOf(fs.readFileSync(path.join(root, file), 'utf8')).filter(
      (name) => ![dir, root, path.join(root, 'docs')].some((base) => exists(path.resolve(base, name))),
    );
    expect(missing).toEqual([]);
  });
});
