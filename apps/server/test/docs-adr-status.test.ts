import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every decision record says under its title whether it still holds, and which later records
// replaced or changed it; a record that changes another says so too, and the other names it back.
const adrDir = path.resolve(import.meta.dirname, '../../../docs/adr');
const files = fs
  .readdirSync(adrDir)
  .filter((f) => /^\d{4}-.+\.md$/.test(f))
  .sort();
const numbers = new Set(files.map((f) => f.slice(0, 4)));

const INVERSE = {
  'superseded by': 'supersedes',
  'narrowed by': 'narrows',
  'extended by': 'extends',
  supersedes: 'superseded by',
  narrows: 'narrowed by',
  extends: 'extended by',
} as const;
type Relation = keyof typeof INVERSE;
const CLAUSE = /^(superseded by|narrowed by|extended by|supersedes|narrows|extends) (.+)$/;
const REF = /^\[ADR (\d{4})\]\((\d{4}-[^)]+\.md)\)$/;

interface Status {
  accepted: boolean;
  relations: Array<{ relation: Relation; adr: string; file: string }>;
}

function statusOf(file: string): Status {
  const lines = fs.readFileSync(path.join(adrDir, file), 'utf8').split('\n');
  expect(lines[0], `${file}: title`).toMatch(/^# \d+\. /);
  expect(lines[1], `${file}: blank line under the title`).toBe('');
  const line = lines[2] ?? '';
  expect(line, `${file}: Status line under the title`).toMatch(/^Status: .+\.$/);
  const clauses = line.slice('Status: '.length, -1).split('; ');
  const status: Status = { accepted: clauses[0] === 'accepted', relations: [] };
  for (const clause of status.accepted ? clauses.slice(1) : clauses) {
    const m = CLAUSE.exec(clause);
    expect(m, `${file}: unknown status clause '${clause}'`).not.toBeNull();
    for (const ref of m![2].split(', ')) {
      const r = REF.exec(ref);
      expect(r, `${file}: '${ref}' is not [ADR NNNN](NNNN-….md)`).not.toBeNull();
      status.relations.push({ relation: m![1] as Relation, adr: r![1], file: r![2] });
    }
  }
  return status;
}

describe('ADR status lines', () => {
  it('finds the decision records', () => {
    expect(files.length).toBeGreaterThan(60);
  });

  const statuses = new Map(files.map((f) => [f.slice(0, 4), { file: f, status: statusOf(f) }]));

  it.each(files)('%s has a Status line naming only records that exist', (file) => {
    const { status } = statuses.get(file.slice(0, 4))!;
    const supersededBy = status.relations.filter((r) => r.relation === 'superseded by');
    // Either it holds, or it says what superseded it: never both, never neither.
    expect(status.accepted).toBe(supersededBy.length === 0);
    for (const r of status.relations) {
      expect(numbers.has(r.adr), `${file} names ADR ${r.adr}, which does not exist`).toBe(true);
      expect(r.file, `${file}: link of ADR ${r.adr}`).toBe(statuses.get(r.adr)?.file);
      expect(r.adr, `${file} names itself`).not.toBe(file.slice(0, 4));
    }
  });

  it.each(files)('%s is named back by every record it names', (file) => {
    const own = file.slice(0, 4);
    for (const r of statuses.get(own)!.status.relations) {
      const other = statuses.get(r.adr);
      if (!other) continue; // reported above
      const back = other.status.relations.some((o) => o.adr === own && o.relation === INVERSE[r.relation]);
      expect(back, `ADR ${own} ${r.relation} ADR ${r.adr}, but ADR ${r.adr} does not say '${INVERSE[r.relation]} ADR ${own}'`).toBe(true);
    }
  });
});
