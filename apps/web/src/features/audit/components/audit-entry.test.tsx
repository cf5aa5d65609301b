import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditActionName, type AuditEntry } from '@campus/shared';
import { useAuditWords } from '../../../components/audit-sentence';
import { addTranslations } from '../../../i18n';
import { renderWithApp } from '../../../test/render';
import texts from '../audit.i18n';
import { AuditChanges, AuditDetails, AuditSentence } from './audit-entry';

const entry = (e: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-27T04:45:00Z',
  actorUsername: 'admin',
  action: 'update',
  entity: 'admissions',
  entityId: '41',
  details: null,
  changes: [],
  ...e,
});

function Entry({ e }: { e: AuditEntry }) {
  return (
    <div data-testid="entry">
      <AuditSentence entry={e} />
      <AuditChanges entry={e} />
      <AuditDetails entry={e} />
    </div>
  );
}

const modified = entry({
  details: { admissionNumber: 'A-2025-0041', rollNumber: '25VC1A0563', student: 'Lakshmi Prasanna' },
  changes: [
    { field: 'studentContactNo', before: '••••6780', after: '••••1234' },
    { field: 'motherTongue', before: null, after: 'Telugu' },
  ],
});
const feeStructure = entry({
  entity: 'payments.feeStructure',
  entityId: '7',
  details: { label: 'Tuition Fee, B.Tech 2025-2029', semester: 1 },
  changes: [{ field: 'amountPaise', before: 200_000, after: 250_000, kind: 'money' }],
});
const gatewayKey = entry({
  action: 'gatewayKey.update',
  entity: 'gateway_key',
  details: { feeType: 'TUITION' },
  changes: [{ field: 'password', before: null, after: null, kind: 'secret' }],
});
const logins = entry({ action: 'user.createLogins', entity: 'user', entityId: null, details: { kind: 'student', count: 12 } });
/** Recorded before entries said what changed: the raw names and numbers of the old shapes. */
const old = entry({
  action: 'user.approve',
  entity: 'user',
  entityId: '9',
  details: { username: 'lib_1', status: 'active', amountPaise: 250_000, batchId: 4 },
});

const lines = () => screen.getByTestId('entry').textContent;

beforeAll(() => addTranslations(texts));
afterEach(cleanup);

describe('an audit entry in plain words', () => {
  it('says what happened and each changed field before and after, in English', async () => {
    await renderWithApp(<Entry e={modified} />);
    expect(screen.getByTestId('audit-sentence').textContent).toBe('Modified admission 25VC1A0563');
    const changes = within(screen.getByRole('list', { name: 'Changed fields, before and after' })).getAllByRole('listitem');
    expect(changes.map((c) => c.textContent)).toEqual(['Student mobile: ••••6780 → ••••1234', 'Mother tongue: — → Telugu']);
    expect(lines()).toContain('Admission numberA-2025-0041');
    expect(lines()).toContain('StudentLakshmi Prasanna');
  });

  it('writes money in the one money format and a secret only as changed', async () => {
    await renderWithApp(<Entry e={feeStructure} />);
    expect(screen.getByTestId('audit-sentence').textContent).toBe('Changed fee structure: Tuition Fee, B.Tech 2025-2029');
    expect(screen.getByTestId('audit-changes').textContent).toBe('Amount: ₹2,000.00 → ₹2,500.00');
    cleanup();
    await renderWithApp(<Entry e={gatewayKey} />);
    expect(screen.getByTestId('audit-sentence').textContent).toBe('Changed the gateway key of TUITION');
    expect(screen.getByTestId('audit-changes').textContent).toMatch(/^Password: changed$/);
  });

  it('names roles and statuses in words and writes years as years', async () => {
    const changed = entry({
      action: 'user.update',
      entity: 'user',
      details: { username: 'lib_1' },
      changes: [
        { field: 'roles', before: ['ROLE_LIBRARY_ASSISTANT'], after: ['ROLE_LIBRARY_INCHARGE'] },
        { field: 'status', before: 'active', after: 'disabled' },
        { field: 'startYear', before: 2022, after: 2023 },
      ],
    });
    await renderWithApp(<Entry e={changed} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Roles: Library Assistant → Library Incharge',
      'Status: active → disabled',
      'Start year: 2022 → 2023',
    ]);
    cleanup();
    await renderWithApp(<Entry e={changed} />, { language: 'de' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Rollen: Bibliotheksassistenz → Bibliotheksleitung',
      'Status: aktiv → gesperrt',
      'Startjahr: 2022 → 2023',
    ]);
  });

  it('counts what was made', async () => {
    await renderWithApp(<Entry e={logins} />);
    expect(screen.getByTestId('audit-sentence').textContent).toMatch(/^Created 12 student logins$/);
  });

  it('reads in German, German money included', async () => {
    await renderWithApp(<Entry e={modified} />, { language: 'de' });
    expect(screen.getByTestId('audit-sentence').textContent).toBe('Aufnahme 25VC1A0563 geändert');
    expect(screen.getByTestId('audit-changes').textContent).toBe('Mobilnummer: ••••6780 → ••••1234Muttersprache: — → Telugu');
    cleanup();
    await renderWithApp(<Entry e={feeStructure} />, { language: 'de' });
    expect(screen.getByTestId('audit-sentence').textContent).toBe('Gebührenstruktur geändert: Tuition Fee, B.Tech 2025-2029');
    expect(screen.getByTestId('audit-changes').textContent).toMatch(/^Betrag: 2\.000,00\s₹ → 2\.500,00\s₹$/);
    cleanup();
    await renderWithApp(<Entry e={logins} />, { language: 'de' });
    expect(screen.getByTestId('audit-sentence').textContent).toMatch(/^12 Zugänge für Studierende angelegt$/);
  });

  it('shows an entry of an older shape by field label and value, amounts as money', async () => {
    await renderWithApp(<Entry e={old} />);
    expect(screen.getByTestId('audit-sentence').textContent).toBe('Approved user lib_1');
    expect(lines()).toContain('Statusactive');
    expect(lines()).toContain('Amount₹2,500.00');
    expect(lines()).toContain('Batch id4');
    expect(screen.queryByTestId('audit-changes')).toBeNull();
    cleanup();
    await renderWithApp(<Entry e={old} />, { language: 'de' });
    expect(lines()).toMatch(/Betrag2\.500,00\s₹/);
    expect(screen.getByTestId('audit-sentence').textContent).toBe('Benutzer lib_1 freigegeben');
  });

  it('names the alumni record changed or deleted by its roll number, in English and German', async () => {
    const changed = entry({
      action: 'alumniHistory.update',
      entity: 'alumni_history',
      entityId: '3',
      details: { rollNumber: '19VC1A0501' },
      changes: [{ field: 'status', before: 'Working', after: 'Higher Studies' }],
    });
    const deleted = entry({
      action: 'alumniHistory.delete',
      entity: 'alumni_history',
      entityId: '3',
      details: { rollNumber: '19VC1A0501', name: 'K. Ravi' },
    });
    await renderWithApp(<Entry e={changed} />);
    expect(screen.getByTestId('audit-sentence').textContent).toBe('Changed the alumni record of 19VC1A0501');
    expect(screen.getByTestId('audit-changes').textContent).toBe('Status: Working → Higher Studies');
    cleanup();
    await renderWithApp(<Entry e={deleted} />, { language: 'de' });
    expect(screen.getByTestId('audit-sentence').textContent).toBe('Eintrag der Ehemaligen für 19VC1A0501 gelöscht');
    // The roll number is said once, in the sentence; the rest of what the entry said is listed.
    expect(lines()!.match(/19VC1A0501/g)).toHaveLength(1);
    expect(lines()).toContain('NameK. Ravi');
  });

  it("reads the fee counter's entries in English and German: the mode named, the day's cash as money", async () => {
    const received = entry({
      action: 'counter.received',
      entity: 'payment_order',
      entityId: 'CTR-2026-004512-AB12',
      details: { receiptNo: 'RCT/2026-27/000123', amountPaise: 4_500_000, mode: 'DD', instrumentNo: '765432', bank: 'State Bank of India' },
    });
    const bounced = entry({
      action: 'counter.bounced',
      entity: 'payment_order',
      entityId: 'CTR-2026-004512-AB12',
      details: { receiptNo: 'RCT/2026-27/000123', creditNoteNo: 'CN/2026-27/000007', amountPaise: 4_500_000, chargePaise: 50_000 },
    });
    const closed = entry({
      action: 'counter.dayClosed',
      entity: 'counter_day',
      entityId: '12',
      details: { date: '2026-11-27', receipts: 14, expectedCashPaise: 1_250_000, countedCashPaise: 1_250_000, differencePaise: 0 },
    });
    const reopened = entry({
      action: 'counter.dayChanged',
      entity: 'counter_day',
      entityId: '12',
      details: { date: '2026-11-27', reason: 'A late receipt to record', what: 'status' },
      changes: [{ field: 'status', before: 'closed', after: 'open' }],
    });
    await renderWithApp(<Entry e={received} />);
    expect(screen.getByTestId('audit-sentence').textContent).toBe(
      'Received ₹45,000.00 at the fee counter by demand draft: receipt RCT/2026-27/000123 of order CTR-2026-004512-AB12',
    );
    expect(lines()).toContain('Cheque or draft number765432');
    cleanup();
    await renderWithApp(<Entry e={received} />, { language: 'de' });
    expect(screen.getByTestId('audit-sentence').textContent).toMatch(
      /^45\.000,00\s₹ an der Kasse erhalten \(Bankscheck\): Quittung RCT\/2026-27\/000123 zu Auftrag CTR-2026-004512-AB12$/,
    );
    expect(lines()).toContain('Scheck- oder Bankschecknummer765432');
    cleanup();
    await renderWithApp(<Entry e={bounced} />, { language: 'de' });
    expect(screen.getByTestId('audit-sentence').textContent).toMatch(
      /^Scheck oder Bankscheck der Quittung RCT\/2026-27\/000123 als von der Bank zurückgegeben markiert: 45\.000,00\s₹ mit Gutschrift CN\/2026-27\/000007 storniert$/,
    );
    expect(lines()).toMatch(/Gebühr für die Rückgabe500,00\s₹/);
    cleanup();
    await renderWithApp(<Entry e={closed} />);
    expect(screen.getByTestId('audit-sentence').textContent).toBe('Closed the counter day of 27-11-2026 with 14 receipts');
    expect(lines()).toContain('Cash counted₹12,500.00');
    cleanup();
    await renderWithApp(<Entry e={closed} />, { language: 'de' });
    expect(screen.getByTestId('audit-sentence').textContent).toBe('Kassentag vom 27-11-2026 mit 14 Quittungen abgeschlossen');
    cleanup();
    await renderWithApp(<Entry e={reopened} />, { language: 'de' });
    expect(screen.getByTestId('audit-sentence').textContent).toBe('Kassentag vom 27-11-2026 wieder geöffnet');
    expect(screen.getByTestId('audit-changes').textContent).toBe('Status: abgeschlossen → offen');
    expect(lines()).toContain('GrundA late receipt to record');
  });

  it('reads an action it does not know as the action and what it changed', async () => {
    await renderWithApp(<Entry e={entry({ action: 'test.zone', entity: 'zone', entityId: 'early', details: { tag: 'early' } })} />);
    expect(screen.getByTestId('audit-sentence').textContent).toBe('test.zone: zone #early');
    expect(lines()).toContain('Tagearly');
  });

  it('names each action as the filter lists it, in English and German, and an unknown one by its code', async () => {
    function Names() {
      const words = useAuditWords();
      return <div data-testid="names">{['user.createLogins', 'create', 'test.zone'].map((a) => auditActionName(a, words)).join('|')}</div>;
    }
    await renderWithApp(<Names />);
    expect(screen.getByTestId('names').textContent).toBe('Created logins|Added or admitted|test.zone');
    cleanup();
    await renderWithApp(<Names />, { language: 'de' });
    expect(screen.getByTestId('names').textContent).toBe('Zugänge angelegt|Hinzugefügt oder aufgenommen|test.zone');
  });
});
