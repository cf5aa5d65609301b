import fs from 'node:fs';
import path from 'node:path';
import { PERMISSIONS, PUBLIC, roleLabel, SIGNED_IN } from '@campus/shared';
import { describe, expect, it } from 'vitest';

// docs/ACCESS.md's table of who may do what is the permission matrix of packages/shared/src/roles.ts.
const accessDoc = path.resolve(import.meta.dirname, '../../../docs/ACCESS.md');

function whoMay(rule: (typeof PERMISSIONS)[keyof typeof PERMISSIONS]): string {
  if (rule === PUBLIC) return 'everyone, signed in or not';
  if (rule === SIGNED_IN) return 'every signed-in user';
  return rule.map(roleLabel).join(', ');
}

/** The rows of the table between the permissions markers, cells trimmed (the table's padding is Prettier's). */
function documentedRows(): string[][] {
  const text = fs.readFileSync(accessDoc, 'utf8');
  const table = /<!-- permissions:start -->([\s\S]*?)<!-- permissions:end -->/.exec(text)?.[1] ?? '';
  return table
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

describe('docs/ACCESS.md', () => {
  it('lists every permission with who may do it, in the order of the matrix', () => {
    const expected = Object.entries(PERMISSIONS).map(([permission, rule]) => [`\`${permission}\``, whoMay(rule)]);
    // On a difference, the expected rows are the ones to paste between the markers.
    expect(documentedRows()).toEqual(expected);
  });
});
