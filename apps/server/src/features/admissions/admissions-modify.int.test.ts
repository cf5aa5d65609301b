import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withVerhoeff, type AuditPage } from '@campus/shared';
import { studentWithoutApplication } from '../../../test/admission-fixtures.js';
import { bearer, createTestApp, multipart, targets, type TestApp } from '../../../test/helpers.js';
import { auditLog } from '../audit/audit.table.js';
import { applications } from './applications.table.js';

let serial = 7000;
const nextAadhaar = () => withVerhoeff(`49921${String(serial++).padStart(6, '0')}`);

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ravi Teja',
  courseAppliedFor: 'B.Tech',
  gender: 'MALE',
  batch: '2025-2029',
  branch: 'CSE',
  aadharNo: nextAadhaar(),
  dateOfAdmission: '2025-08-01',
  fathersName: 'Venkat Rao',
  ...overrides,
});

for (const target of targets) {
  describe(`modifying an admission names the record it changes (${target})`, () => {
    let t: TestApp;
    let staff: Record<string, string>;

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 20 } });
      staff = await bearer(t.app, 'admissions');
    });
    afterAll(async () => t?.close());

    const save = (body: unknown, query = '') => {
      const mp = multipart([{ name: 'applicationFormData', value: JSON.stringify(body), filename: 'blob', type: 'application/json' }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/saveApplicationFormData${query}`,
        payload: mp.payload,
        headers: { ...mp.headers, ...staff },
      });
    };
    const lookUp = async (rollNumber: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admissions/students/${rollNumber}`, headers: staff })).json();
    /** A new admission: its roll number, student id and Aadhaar number. */
    const admit = async (overrides: Record<string, unknown> = {}) => {
      const record = form(overrides);
      const res = await save(record);
      expect(res.statusCode, res.body).toBe(200);
      const { rollNumber, studentId } = res.json();
      return { rollNumber: rollNumber as string, studentId: studentId as number, aadhaar: record.aadharNo as string, record };
    };
    const modifyAudits = async (studentId: number) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'admissions'), eq(auditLog.action, 'update'), eq(auditLog.entityId, String(studentId))))
        .orderBy(auditLog.id);
    const applicationsOf = async (studentId: number) =>
      (await t.database.db.select({ n: count() }).from(applications).where(eq(applications.studentId, studentId)))[0].n;

    it('an empty editedAadharNumber cannot rename a student and change their Aadhaar number', async () => {
      const victim = await admit({ name: 'Ravi Teja' });
      const attack = { ...victim.record, rollNumber: victim.rollNumber, name: 'Mallory Impostor', aadharNo: nextAadhaar() };
      for (const query of ['?editedAadharNumber=', '?editedAadharNumber=%20%20']) {
        const res = await save(attack, query);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'INVALID',
          field: 'editedAadharNumber',
          message: 'editedAadharNumber is empty: a modify must name the record it changes',
        });
      }
      const after = await lookUp(victim.rollNumber);
      expect(after.form).toMatchObject({ name: 'Ravi Teja', aadharNo: victim.aadhaar });
      expect(await modifyAudits(victim.studentId)).toHaveLength(0);
    });

    it("another student's Aadhaar number or id does not name this student's record", async () => {
      const victim = await admit({ name: 'Sravani Devi', gender: 'FEMALE' });
      const other = await admit({ name: 'Other Student' });
      const attack = { ...victim.record, rollNumber: victim.rollNumber, name: 'Mallory Impostor', aadharNo: nextAadhaar() };

      const byAadhaar = await save(attack, `?editedAadharNumber=${other.aadhaar}`);
      expect(byAadhaar.statusCode).toBe(400);
      expect(byAadhaar.json()).toMatchObject({
        field: 'editedAadharNumber',
        message: 'The Aadhaar number being edited does not belong to this student',
      });

      const byId = await save(attack, `?editedStudentId=${other.studentId}`);
      expect(byId.statusCode).toBe(400);
      expect(byId.json()).toMatchObject({
        field: 'editedStudentId',
        message: `The student being edited does not have roll number ${victim.rollNumber}`,
      });

      // Both named: both must be this student's.
      const mixed = await save(attack, `?editedStudentId=${victim.studentId}&editedAadharNumber=${other.aadhaar}`);
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().field).toBe('editedAadharNumber');

      expect((await lookUp(victim.rollNumber)).form).toMatchObject({ name: 'Sravani Devi', aadharNo: victim.aadhaar });
      expect((await lookUp(other.rollNumber)).form).toMatchObject({ name: 'Other Student', aadharNo: other.aadhaar });
      expect(await modifyAudits(victim.studentId)).toHaveLength(0);
    });

    it('a student without an application is changed only when named by their id, and never takes an Aadhaar number in use', async () => {
      const student = await studentWithoutApplication(t.database.db, '25VC1A9901');
      const other = await studentWithoutApplication(t.database.db, '25VC1A9902');
      const found = await lookUp(student.rollNumber);
      expect(found.admissionNumber).toBeNull();
      const taken = await admit({ name: 'Holder Of Number' });
      const record = { ...form(), ...found.form, name: 'Renamed By Attack', aadharNo: nextAadhaar() };

      // Before: an empty editedAadharNumber, or any Aadhaar number, skipped the check for them.
      const empty = await save(record, '?editedAadharNumber=');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().field).toBe('editedAadharNumber');
      const anyNumber = await save(record, `?editedAadharNumber=${record.aadharNo}`);
      expect(anyNumber.statusCode).toBe(400);
      expect(anyNumber.json().message).toBe('The Aadhaar number being edited does not belong to this student');
      const wrongId = await save(record, `?editedStudentId=${other.id}`);
      expect(wrongId.statusCode).toBe(400);
      expect(wrongId.json().field).toBe('editedStudentId');
      // Named correctly, but with the Aadhaar number of another student: refused, nothing replaced.
      const clash = await save({ ...record, aadharNo: taken.aadhaar }, `?editedStudentId=${student.id}`);
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ field: 'aadharNo', message: 'Aadhaar number already exists' });
      expect(await applicationsOf(student.id)).toBe(0);
      expect((await lookUp(student.rollNumber)).form.name).toBe(student.fullName);
      expect((await lookUp(taken.rollNumber)).form).toMatchObject({ name: 'Holder Of Number', aadharNo: taken.aadhaar });

      const named = await save({ ...record, name: 'Keerthana Reddy' }, `?editedStudentId=${student.id}`);
      expect(named.statusCode, named.body).toBe(200);
      expect(named.json()).toMatchObject({ studentId: student.id, rollNumber: student.rollNumber });
      expect((await lookUp(student.rollNumber)).form).toMatchObject({ name: 'Keerthana Reddy', aadharNo: record.aadharNo });
      const [audit] = await modifyAudits(student.id);
      expect(audit.details).toMatchObject({ rollNumber: student.rollNumber, student: 'Keerthana Reddy' });
      const changes = (audit.details as { changes: { field: string }[] }).changes;
      expect(changes[0]).toEqual({ field: 'fullName', before: student.fullName, after: 'Keerthana Reddy' });
      expect(changes.at(-1)).toEqual({ field: 'aadhaar', before: null, after: `XXXX XXXX ${record.aadharNo.slice(-4)}` });
    });

    it('our web names the record by its id: the Aadhaar number is not in the address', async () => {
      const student = await admit({ name: 'Praveen Kumar' });
      const loaded = await lookUp(student.rollNumber);
      const res = await save({ ...loaded.form, fathersName: 'Srinivas Rao' }, `?editedStudentId=${loaded.studentId}`);
      expect(res.statusCode, res.body).toBe(200);
      expect((await lookUp(student.rollNumber)).form).toMatchObject({ fathersName: 'Srinivas Rao', aadharNo: student.aadhaar });
      // The spec's parameter still names it too.
      const spec = await save({ ...loaded.form, fathersName: 'Srinivasa Rao' }, `?editedAadharNumber=${student.aadhaar}`);
      expect(spec.statusCode, spec.body).toBe(200);
    });

    it('an editedStudentId that is no id answers 400 naming it', async () => {
      const student = await admit();
      for (const id of ['abc', '0', '2147483648', '1.5']) {
        const res = await save({ ...student.record, rollNumber: student.rollNumber }, `?editedStudentId=${id}`);
        expect(res.statusCode, id).toBe(400);
        expect(res.json().field).toBe('editedStudentId');
      }
    });

    it('audits every changed field with before and after, the Aadhaar masked', async () => {
      const student = await admit({ name: 'Lakshmi Prasanna', gender: 'FEMALE' });
      const newAadhaar = nextAadhaar();
      const changed = { ...student.record, rollNumber: student.rollNumber, name: 'Lakshmi Prasanna Rao', aadharNo: newAadhaar };
      const res = await save(changed, `?editedStudentId=${student.studentId}`);
      expect(res.statusCode, res.body).toBe(200);
      const unchanged = await save({ ...changed, fathersName: 'Mohan Rao' }, `?editedAadharNumber=${newAadhaar}`);
      expect(unchanged.statusCode, unchanged.body).toBe(200);

      const audits = await modifyAudits(student.studentId);
      expect(audits.map((a) => a.details)).toEqual([
        {
          admissionNumber: res.json().admissionNumber,
          rollNumber: student.rollNumber,
          student: 'Lakshmi Prasanna Rao',
          changes: [
            { field: 'fullName', before: 'Lakshmi Prasanna', after: 'Lakshmi Prasanna Rao' },
            { field: 'aadhaar', before: `XXXX XXXX ${student.aadhaar.slice(-4)}`, after: `XXXX XXXX ${newAadhaar.slice(-4)}` },
          ],
        },
        {
          admissionNumber: res.json().admissionNumber,
          rollNumber: student.rollNumber,
          student: 'Lakshmi Prasanna Rao',
          changes: [{ field: 'fathersName', before: student.record.fathersName, after: 'Mohan Rao' }],
        },
      ]);
      expect(audits[0].actorUsername).toBe('admissions');
      // A contact number and the mother tongue: both named, the number masked to its last four digits.
      const contact = await save(
        { ...changed, fathersName: 'Mohan Rao', studentContactNo: '9123456780', motherTongue: 'Telugu' },
        `?editedStudentId=${student.studentId}`,
      );
      expect(contact.statusCode, contact.body).toBe(200);
      const [newest] = (await modifyAudits(student.studentId)).slice(-1);
      expect(JSON.stringify(newest)).not.toContain('9123456780');
      // The administrator reads it back through the audit log: the changed fields, before and after.
      const admin = await bearer(t.app, 'admin');
      const log = await t.app.inject({ method: 'GET', url: '/api/audit-log?action=update&pageSize=100', headers: admin });
      expect(log.statusCode, log.body).toBe(200);
      const entry = log.json<AuditPage>().rows.find((r) => r.id === newest!.id);
      expect(entry).toMatchObject({ entity: 'admissions', entityId: String(student.studentId), actorUsername: 'admissions' });
      expect(entry!.changes).toEqual([
        { field: 'motherTongue', before: null, after: 'Telugu' },
        { field: 'studentContactNo', before: null, after: '••••6780' },
      ]);
      // Modified again: the mobile number and the mother tongue before and after.
      const again = await save(
        { ...changed, fathersName: 'Mohan Rao', studentContactNo: '9876501234', motherTongue: 'Tamil' },
        `?editedStudentId=${student.studentId}`,
      );
      expect(again.statusCode, again.body).toBe(200);
      const [latest] = (await modifyAudits(student.studentId)).slice(-1);
      const read = await t.app.inject({ method: 'GET', url: '/api/audit-log?action=update&pageSize=5', headers: admin });
      expect(read.json<AuditPage>().rows.find((r) => r.id === latest!.id)?.changes).toEqual([
        { field: 'motherTongue', before: 'Telugu', after: 'Tamil' },
        { field: 'studentContactNo', before: '••••6780', after: '••••1234' },
      ]);
      const stored = JSON.stringify(audits);
      expect(stored).not.toContain(student.aadhaar);
      expect(stored).not.toContain(newAadhaar);
    });
  });
}
