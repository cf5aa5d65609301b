import fs from 'node:fs';
const p = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map(); const total = p.samples.length;
const counts = new Map(); for (const s of p.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
const parent = new Map(); for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '')}:${n.callFrame.lineNumber}`;
const incl = new Map();
for (const [id, c] of counts) { const n = byId.get(id); self.set(key(n), (self.get(key(n)) ?? 0) + c);
  const seen = new Set(); let cur = id; while (cur !== undefined) { const k = key(byId.get(cur)); if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + c); seen.add(k); } cur = parent.get(cur); } }
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(100 * v / total).toFixed(1).padStart(5)}%  ${k}`).join('\n');
console.log('SELF\n' + top(self, 45)); console.log('\nINCLUSIVE\n' + top(incl, 70));
