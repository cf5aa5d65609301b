import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATUS_OF } from '../src/lib/app-error.js';

// The table of error codes under "Errors" in docs/ARCHITECTURE.md lists every code the server answers, with its status.
const architecture = path.resolve(import.meta.dirname, '../../../docs/ARCHITECTURE.md');

function documentedStatuses(): Record<string, number> {
  const text = fs.readFileSync(architecture, 'utf8');
  const errors = text.slice(text.indexOf('\n## Errors'), text.indexOf('\n## ', text.indexOf('\n## Errors') + 1));
  const table: Record<string, number> = {};
  for (const [, status, codes] of errors.matchAll(/^\|\s*(\d{3})\s*\|(.*)\|\s*$/gm)) {
    // A code may carry a note in brackets: "INSUFFICIENT_STORAGE (a write refused …)".
    for (const code of codes!.replace(/\([^)]*\)/g, '').split(',')) table[code.trim()] = Number(status);
  }
  return table;
}

describe('the error codes of docs/ARCHITECTURE.md', () => {
  it('are every code of STATUS_OF, each with its status', () => {
    expect(documentedStatuses()).toEqual({ ...STATUS_OF });
  });
});
