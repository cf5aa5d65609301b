import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, withVerhoeff } from '@campus/shared';
import { bearer, createTestApp, pdfWorkersThatCanFail, targets, type TestApp } from '../../../test/helpers.js';
import { applications } from './applications.table.js';
import { simpleAdmission } from '../../../test/admission-fixtures.js';

const assets = path.resolve(import.meta.dirname, '../../demo/assets');
const jpg = fs.readFileSync(path.join(assets, 'banner.jpg')).toString('base64');
const png = fs.readFileSync(path.join(assets, 'logo.png')).toString('base64');

let serial = 0;
const aadhaar = () => withVerhoeff(`6${String(Date.now() % 1e6).padStart(6, '0')}${String(++serial).padStart(4, '0')}`);

function pdfText(base64: string): string {
  const file = path.join(os.tmpdir(), `admission-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, Buffer.from(base64, 'base64'));
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const complete = () => simpleAdmission(aadhaar());

for (const target of targets) {
  describe(`simple student admission form (${target})`, () => {
    let t: TestApp;
    const pdf = pdfWorkersThatCanFail();
    let headers: Record<string, string>;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-photos-'));
    const post = (payload: object, h: Record<string, string> = headers) =>
      t.app.inject({ method: 'POST', url: '/api/getStudentadmissiondata', payload, headers: h });

    beforeAll(async () => {
      t = await createTestApp(target, { pdfs: pdf.pdfs, seed: { students: 10 }, env: { DATA_DIR: dataDir } });
      headers = await bearer(t.app, 'admissions');
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers the eight submit alerts in the spec order', async () => {
      const full = complete();
      const order = ['dateOfAdmission', 'name', 'admissionType', 'courseAppliedFor', 'branch', 'gender', 'aadharNo'] as const;
      const form: Record<string, string> = {};
      for (const [i, field] of order.entries()) {
        const res = await post(form);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: MESSAGES.simpleForm[i], field });
        form[field] = full[field];
      }
      const short = await post({ ...form, aadharNo: '98765' });
      expect(short.json()).toMatchObject({ message: 'Aadhaar number must be 12 digit number', field: 'aadharNo' });
    });

    it('refuses invalid mobile numbers and unknown master data with the field named', async () => {
      expect((await post({ ...complete(), motherContactNo: '4123456789' })).json()).toMatchObject({
        message: 'Please enter a valid mobile number',
        field: 'motherContactNo',
      });
      expect((await post({ ...complete(), branch: 'XYZ' })).json()).toMatchObject({
        field: 'branch',
        message: "Unknown branch 'XYZ' for B.Tech",
      });
    });

    it('matches course, branch, admission type, category and sub-caste in any case and stores the master-data spelling', async () => {
      const res = await post({
        ...complete(),
        courseAppliedFor: 'b.tech',
        branch: 'ece',
        admissionType: 'direct',
        category: 'oc',
        subCaste: 'reddy',
      });
      expect(res.statusCode, res.body).toBe(200);
      const [app] = await t.database.db.select().from(applications).where(eq(applications.studentId, res.json().studentId));
      expect(app).toMatchObject({ admissionType: 'Direct', seatType: 'Direct', category: 'OC', subCaste: 'Reddy' });
      expect(app.data).toMatchObject({ courseAppliedFor: 'B.Tech', branch: 'ECE', admissionType: 'Direct' });
      const found = await t.app.inject({ method: 'GET', url: `/api/admissions/students/${res.json().rollNumber}`, headers });
      expect(found.json()).toMatchObject({ course: 'B.Tech', branch: 'ECE', form: { category: 'OC', subCaste: 'Reddy' } });
    });

    it('a sub-caste must be one of its category', async () => {
      expect((await post({ ...complete(), category: 'SC', subCaste: 'Reddy' })).json()).toMatchObject({
        field: 'subCaste',
        message: "Unknown sub-caste 'Reddy' for SC",
      });
      expect((await post({ ...complete(), subCaste: 'Reddy' })).json()).toMatchObject({
        field: 'category',
        message: "Please choose the category of sub-caste 'Reddy'",
      });
    });

    it('saves the admission, names the jpg photo by admission number and answers the admission PDF', async () => {
      const form = complete();
      const res = await post({ ...form, photo: { fileName: 'meena.jpg', contentType: 'image/jpeg', base64: jpg } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.admissionNumber).toMatch(/^ADM2025-\d{5}$/);
      expect(Buffer.from(body.bs64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(body.bs64);
      expect(text).toContain('Meena Kumari');
      expect(text).toContain(body.admissionNumber);
      expect(text).toContain(`XXXX XXXX ${form.aadharNo.slice(-4)}`);
      expect(text).not.toContain(form.aadharNo);
      const [app] = await t.database.db.select().from(applications).where(eq(applications.studentId, body.studentId));
      expect(app.photoFile).toBe(`${body.admissionNumber}.jpg`);
      expect(app.photoType).toBe('image/jpeg');
      expect(fs.existsSync(path.join(dataDir, 'files', 'photos', `${body.admissionNumber}.jpg`))).toBe(true);
    });

    it('a failure after the save has committed keeps the photo of the saved admission', async () => {
      pdf.failNext();
      const form = complete();
      const res = await post({ ...form, name: 'Photo Kept', photo: { fileName: 'kept.jpg', base64: jpg } });
      expect(res.statusCode).toBe(500);
      const [saved] = await t.database.db
        .select()
        .from(applications)
        .where(eq(applications.aadhaarLast4, form.aadharNo.slice(-4)));
      expect(saved.photoFile).toBe(`${saved.admissionNumber}.jpg`);
      expect(fs.existsSync(path.join(dataDir, 'files', 'photos', saved.photoFile!))).toBe(true);
    });

    it('keeps a png photo as png', async () => {
      const res = await post({ ...complete(), name: 'Png Photo', photo: { fileName: 'x.png', base64: png } });
      expect(res.statusCode).toBe(200);
      const [app] = await t.database.db.select().from(applications).where(eq(applications.studentId, res.json().studentId));
      expect(app.photoFile).toBe(`${res.json().admissionNumber}.png`);
    });

    it('refuses a photo that is not an image and saves nothing', async () => {
      const form = complete();
      const res = await post({ ...form, photo: { fileName: 'x.jpg', base64: Buffer.from('not an image at all').toString('base64') } });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('photo');
      expect((await post(form)).statusCode).toBe(200);
    });

    it('a second admission with the same Aadhaar number is a conflict', async () => {
      const form = complete();
      expect((await post(form)).statusCode).toBe(200);
      const again = await post({ ...form, name: 'Someone Else' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: 'Aadhaar number already exists', field: 'aadharNo' });
    });

    it('checks access: 401 signed out, 403 for other roles, admin allowed', async () => {
      expect((await post(complete(), {})).statusCode).toBe(401);
      expect((await post(complete(), await bearer(t.app, 'faculty'))).statusCode).toBe(403);
      expect((await post(complete(), await bearer(t.app, 'admin'))).statusCode).toBe(200);
    });
  });
}
