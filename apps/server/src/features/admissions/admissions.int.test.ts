import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withVerhoeff } from '@campus/shared';
import { studentWithoutApplication } from '../../../test/admission-fixtures.js';
import {
  bearer,
  createTestApp,
  pdfWorkersThatCanFail,
  multipart,
  targets,
  type MultipartPart as Part,
  type TestApp,
} from '../../../test/helpers.js';
import { applications } from './applications.table.js';

const assets = path.resolve(import.meta.dirname, '../../demo/assets');
const JPG = fs.readFileSync(path.join(assets, 'banner.jpg'));
const PNG = fs.readFileSync(path.join(assets, 'logo.png'));

function withPdfFile<T>(b64: string, read: (file: string) => T): T {
  const file = path.join(os.tmpdir(), `adm-${process.pid}-${Math.random().toString(16).slice(2)}.pdf`);
  fs.writeFileSync(file, Buffer.from(b64, 'base64'));
  try {
    return read(file);
  } finally {
    fs.rmSync(file, { force: true });
  }
}
const pdfText = (b64: string) => withPdfFile(b64, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
const pdfPages = (b64: string) =>
  withPdfFile(b64, (file) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]));

let serial = 1000;
const nextAadhaar = () => withVerhoeff(`49921${String(serial++).padStart(6, '0')}`);

function form(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sai Kiran Reddy',
    courseAppliedFor: 'B.Tech',
    gender: 'MALE',
    batch: '2025-2029',
    branch: 'CSE',
    semester: 'I-I',
    aadharNo: nextAadhaar(),
    dateOfAdmission: '2025-08-01',
    dateOfBirth: '2007-04-12',
    fathersName: 'Venkat Reddy',
    mothersName: 'Lakshmi Devi',
    studentContactNo: '9876543210',
    emailId: 'saikiran@example.in',
    category: 'OC',
    subCaste: 'Reddy',
    admissionType: 'Direct',
    seatType: 'Direct',
    doorNo: '12-3/4',
    village: 'Ibrahimpatnam',
    pincode: '501510',
    ssc: {
      board: 'Board of Secondary Education',
      school: 'Zilla Parishad High School',
      yearOfPass: '2023',
      marks: '560',
      gradePoints: '9',
    },
    inter: { board: 'Board of Intermediate Education', institution: 'Sri Chaitanya Junior College', yearOfPass: '2025', marks: '945' },
    feeCommitment: '125000',
    ...overrides,
  };
}

for (const target of targets) {
  describe(`admissions (${target})`, () => {
    let t: TestApp;
    const pdf = pdfWorkersThatCanFail();
    let dataDir: string;
    let staff: Record<string, string>;
    let student: Record<string, string>;

    const save = (body: unknown, opts: { photo?: Buffer; photoName?: string; query?: string; headers?: Record<string, string> } = {}) => {
      const parts: Part[] = [{ name: 'applicationFormData', value: JSON.stringify(body), filename: 'blob', type: 'application/json' }];
      if (opts.photo) parts.push({ name: 'imageUpload', value: opts.photo, filename: opts.photoName ?? 'photo.jpg', type: 'image/jpeg' });
      const mp = multipart(parts);
      return t.app.inject({
        method: 'POST',
        url: `/api/saveApplicationFormData${opts.query ?? ''}`,
        payload: mp.payload,
        headers: { ...mp.headers, ...(opts.headers ?? staff) },
      });
    };
    /** Runs `fn` while the college code (which drives the variants of the form) is `code`. */
    const asCollege = async (code: string, fn: () => Promise<void>) => {
      const admin = await bearer(t.app, 'admin');
      const current = (await t.app.inject({ method: 'GET', url: '/api/college-settings', headers: admin })).json();
      const setCode = (c: string) =>
        t.app.inject({ method: 'PUT', url: '/api/college-settings', headers: admin, payload: { ...current, code: c } });
      expect((await setCode(code)).statusCode).toBe(200);
      try {
        await fn();
      } finally {
        await setCode(current.code);
      }
    };
    const photoFiles = () => {
      const dir = path.join(dataDir, 'files', 'photos');
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    };

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-adm-'));
      t = await createTestApp(target, { pdfs: pdf.pdfs, env: { DATA_DIR: dataDir } });
      staff = await bearer(t.app, 'admissions');
      student = await bearer(t.app, 'student');
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('saves a new admission with a photo and answers the admission PDF', async () => {
      const before = (await t.app.inject({ method: 'GET', url: '/api/generateAdmistionNumber', headers: staff })).json().admissionNumber;
      const res = await save(form(), { photo: JPG });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.admissionNumber).toMatch(/^ADM2025-\d{5}$/);
      expect(before).toMatch(/^ADM\d{4}-\d{5}$/);
      expect(body.rollNumber).toBe(body.admissionNumber);
      const pdf = Buffer.from(body.b64, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(body.b64);
      expect(text).toContain('Sai Kiran Reddy');
      expect(text).toContain(body.admissionNumber);
      expect(text).toContain('Vidyanagar College of Engineering');
      expect(text).toContain('ADMISSION FORM');
      expect(text).toMatch(/XXXX XXXX \d{4}/);
      expect(pdfPages(body.b64)).toBeLessThanOrEqual(2);
      expect(photoFiles().length).toBe(1);
      expect(photoFiles()[0]).toMatch(/^[0-9a-f]{32}\.jpg$/);
    });

    it('a failure after the save has committed keeps the photo of the saved admission', async () => {
      pdf.failNext();
      const aadhaar = nextAadhaar();
      const res = await save(form({ aadharNo: aadhaar, name: 'Photo Kept' }), { photo: PNG, photoName: 'kept.png' });
      expect(res.statusCode).toBe(500);
      const [saved] = await t.database.db
        .select()
        .from(applications)
        .where(eq(applications.aadhaarLast4, aadhaar.slice(-4)));
      expect(saved.photoFile).toMatch(/\.png$/);
      expect(photoFiles()).toContain(saved.photoFile);
      const photo = await t.app.inject({ method: 'GET', url: `/api/admissions/photos/${saved.studentId}`, headers: staff });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
    });

    it('the PDF shows admin number, level, lateral admission, entry type, inter marks and other details when given', async () => {
      const extra = {
        adminNo: 'AD-4471',
        level: 'UG',
        lateral: 'Yes',
        admissionEntryType: 'Management',
        marksSecured: '912',
        totalMarksInter: '1000',
        otherIfAny: 'NCC C certificate',
      };
      const text = pdfText((await save(form(extra))).json().b64);
      expect(text).toMatch(/Admin Number\s+AD-4471/);
      expect(text).toMatch(/Level\s+UG/);
      expect(text).toMatch(/Lateral Admission\s+Yes/);
      expect(text).toMatch(/Admission Entry Type\s+Management/);
      expect(text).toMatch(/Inter Marks Secured\s+912/);
      expect(text).toMatch(/Inter Total Marks\s+1000/);
      expect(text).toMatch(/Other \(if any\)\s+NCC C certificate/);

      const plain = pdfText((await save(form())).json().b64);
      for (const label of ['Admin Number', 'Lateral Admission', 'Admission Entry Type', 'Inter Marks Secured', 'Other (if any)']) {
        expect(plain).not.toContain(label);
      }
    });

    it('the PDF prints choices as words, money with the Indian grouping, the print date named, and every label apart from its value', async () => {
      const extra = {
        knowingAboutInstitute: 'oldStudent',
        feeCommitment: '250000',
        studentPaidamount: '125000',
        annualIncome: '360000',
        inter: { board: 'BIEAP', institution: 'Sri Chaitanya Junior College', yearOfPass: '2024', marks: '912', gradePoints: '9' },
      };
      const res = await save(form(extra));
      expect(res.statusCode, res.body).toBe(200);
      const text = pdfText(res.json().b64);
      expect(text).toMatch(/Came to Know Through\s+Old student/);
      expect(text).not.toContain('oldStudent');
      expect(text).toMatch(/Fee Committed \(Rs\.\)\s+2,50,000\.00/);
      expect(text).toMatch(/Amount Paid \(Rs\.\)\s+1,25,000\.00/);
      expect(text).toMatch(/Annual Income \(Rs\.\)\s+3,60,000\.00/);
      expect(text).toMatch(/Inter Grade Points\s+9\b/);
      expect(text).toMatch(/Printed on:\s+\d{2}-\d{2}-\d{4}/);
      expect(text).not.toMatch(/Date:\s/);
    });

    it('numbers admissions one after another', async () => {
      const a = (await save(form())).json().admissionNumber as string;
      const b = (await save(form())).json().admissionNumber as string;
      expect(Number(b.slice(-5))).toBe(Number(a.slice(-5)) + 1);
    });

    it('keeps Aadhaar encrypted at rest and masked in getApplicationFormData', async () => {
      const aadhaar = nextAadhaar();
      const saved = (await save(form({ aadharNo: aadhaar, name: 'Meena Kumari', gender: 'FEMALE' }))).json();
      const dump = await t.database.db.execute(
        `select aadhaar_cipher, aadhaar_hash, aadhaar_last4, data::text as data from applications` as never,
      );
      const rows = ((dump as { rows?: unknown[] }).rows ?? dump) as Record<string, string>[];
      expect(JSON.stringify(rows)).not.toContain(aadhaar);
      const list = await t.app.inject({ method: 'GET', url: '/api/getApplicationFormData', headers: staff });
      expect(list.statusCode).toBe(200);
      const entry = list.json().find((e: { admissionNumber: string }) => e.admissionNumber === saved.admissionNumber);
      expect(entry.applicationFormExcelM.aadharNo).toBe(`XXXX XXXX ${aadhaar.slice(-4)}`);
      expect(entry.name).toBe('Meena Kumari');
      expect(list.body).not.toContain(aadhaar);
    });

    it('refuses a duplicate Aadhaar with 409 and writes nothing', async () => {
      const aadhaar = nextAadhaar();
      expect((await save(form({ aadharNo: aadhaar }))).statusCode).toBe(200);
      const photosBefore = photoFiles().length;
      const dup = await save(form({ aadharNo: aadhaar, name: 'Another Student' }), { photo: PNG, photoName: 'p.png' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ message: 'Aadhaar number already exists', field: 'aadharNo' });
      expect(photoFiles().length).toBe(photosBefore);
      const list = (await t.app.inject({ method: 'GET', url: '/api/getApplicationFormData', headers: staff })).json();
      expect(list.some((e: { name: string }) => e.name === 'Another Student')).toBe(false);
    });

    it('answers 400 with the spec message and the field', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: '' }, 'Please fill all required fields', 'name'],
        [{ batch: undefined }, 'Please fill all required fields', 'batch'],
        [{ fathersName: 'Venkat 2' }, 'Please Enter Text', 'fathersName'],
        [{ studentContactNo: '12345' }, '10-digit  for mobile number', 'studentContactNo'],
        [{ aadharNo: '1234' }, '12-digit  for Aadhaar number', 'aadharNo'],
        [{ emailId: 'not-an-email' }, 'Please enter a valid email address', 'emailId'],
        [{ pincode: '5015' }, 'Please enter a valid pincode', 'pincode'],
        [{ doorNo: 'A1' }, 'Please enter a valid door number', 'doorNo'],
        [{ landline: '040 2416' }, 'Please enter a valid landline number', 'landline'],
        [{ distance: '007' }, 'Please enter a valid number', 'distance'],
        [{ branch: 'ASTRO' }, 'Please select a valid branch', 'branch'],
      ];
      for (const [overrides, message, field] of cases) {
        const res = await save(form(overrides));
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(res.json()).toMatchObject({ message, field });
      }
      const wrongCheck = nextAadhaar();
      const bad = await save(form({ aadharNo: wrongCheck.slice(0, 11) + ((Number(wrongCheck[11]) + 1) % 10) }));
      expect(bad.json()).toMatchObject({ message: 'Invalid Aadhaar Number', field: 'aadharNo' });
    });

    it('refuses a bad photo: not an image, or over 2 MB', async () => {
      const before = photoFiles().length;
      const fake = await save(form(), { photo: Buffer.from('GIF89a not really a photo'), photoName: 'photo.jpg' });
      expect(fake.statusCode).toBe(400);
      expect(fake.json()).toMatchObject({ message: 'The photo must be a JPG or PNG image', field: 'imageUpload' });
      const big = Buffer.concat([JPG, Buffer.alloc(2 * 1024 * 1024)]);
      const tooBig = await save(form(), { photo: big });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().message).toBe('The photo must be 2 MB or smaller');
      expect(photoFiles().length).toBe(before);
    });

    it('refuses a request without the form part or with broken JSON', async () => {
      const mp = multipart([{ name: 'applicationFormData', value: '{not json' }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/saveApplicationFormData',
        payload: mp.payload,
        headers: { ...mp.headers, ...staff },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('applicationFormData');
      const json = await t.app.inject({ method: 'POST', url: '/api/saveApplicationFormData', payload: form(), headers: staff });
      expect(json.statusCode).toBe(400);
    });

    it('modify mode: looks a student up by roll number and updates every field in place', async () => {
      const aadhaar = nextAadhaar();
      const created = (await save(form({ aadharNo: aadhaar, name: 'Ravi Teja' }), { photo: JPG })).json();
      const found = await t.app.inject({ method: 'GET', url: `/api/admissions/students/${created.rollNumber}`, headers: staff });
      expect(found.statusCode).toBe(200);
      const existing = found.json();
      expect(existing).toMatchObject({ rollNumber: created.rollNumber, course: 'B.Tech', batch: '2025-2029', branch: 'CSE' });
      expect(existing.form).toMatchObject({
        name: 'Ravi Teja',
        aadharNo: aadhaar,
        fathersName: 'Venkat Reddy',
        feeCommitment: '125000',
        ssc: { yearOfPass: '2023' },
      });
      expect(existing.photoUrl).toBe(`/api/admissions/photos/${existing.studentId}`);
      const photo = await t.app.inject({ method: 'GET', url: existing.photoUrl, headers: staff });
      expect(photo.headers['content-type']).toBe('image/jpeg');

      const newAadhaar = nextAadhaar();
      const changed = { ...existing.form, name: 'Ravi Teja Varma', branch: 'ECE', aadharNo: newAadhaar, mothersName: 'Sarada' };
      const res = await save(changed, { query: `?editedAadharNumber=${aadhaar}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        admissionNumber: created.admissionNumber,
        rollNumber: created.rollNumber,
        studentId: existing.studentId,
      });
      expect(pdfText(res.json().b64)).toContain('Ravi Teja Varma');
      const again = (await t.app.inject({ method: 'GET', url: `/api/admissions/students/${created.rollNumber}`, headers: staff })).json();
      expect(again.form).toMatchObject({ name: 'Ravi Teja Varma', branch: 'ECE', aadharNo: newAadhaar, mothersName: 'Sarada' });
      expect(again.photoUrl).not.toBeNull();
    });

    it('modify mode: a student without an application gets one; a taken Aadhaar is 409', async () => {
      const list = await studentWithoutApplication(t.database.db, '24VC1A0599');
      const found = (
        await t.app.inject({ method: 'GET', url: `/api/admissions/students/${list!.rollNumber.toLowerCase()}`, headers: staff })
      ).json();
      expect(found.rollNumber).toBe(list!.rollNumber);
      expect(found.admissionNumber).toBeNull();
      expect(found.form.name).toBe(list!.fullName);
      const taken = nextAadhaar();
      await save(form({ aadharNo: taken }));
      const clash = await save({ ...form(found.form), aadharNo: taken }, { query: `?editedStudentId=${found.studentId}` });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().message).toBe('Aadhaar number already exists');
      const ok = await save({ ...form(found.form), aadharNo: nextAadhaar() }, { query: `?editedStudentId=${found.studentId}` });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().admissionNumber).toMatch(/^ADM/);
      expect(ok.json().rollNumber).toBe(list!.rollNumber);
      const missing = await t.app.inject({ method: 'GET', url: '/api/admissions/students/99XX1A0599', headers: staff });
      expect(missing.statusCode).toBe(404);
    });

    it('a deactivated batch leaves new admissions but stays on old records', async () => {
      const admin = await bearer(t.app, 'admin');
      const saved = (await save(form({ courseAppliedFor: 'Diploma', batch: '2023-2026', branch: 'DCME', semester: undefined }))).json();
      const batches = (await t.app.inject({ method: 'GET', url: '/api/masterdata/batches', headers: admin })).json();
      const old = batches.find((b: { name: string }) => b.name === '2023-2026');
      await t.app.inject({ method: 'DELETE', url: `/api/masterdata/batches/${old.id}`, headers: admin });
      try {
        const fresh = await save(form({ courseAppliedFor: 'Diploma', batch: '2023-2026', branch: 'DCME', semester: undefined }));
        expect(fresh.statusCode).toBe(400);
        expect(fresh.json()).toMatchObject({ message: 'Please select a valid batch', field: 'batch' });
        const found = (await t.app.inject({ method: 'GET', url: `/api/admissions/students/${saved.rollNumber}`, headers: staff })).json();
        expect(found.batch).toBe('2023-2026');
        const kept = await save({ ...found.form, mothersName: 'Sarada Devi' }, { query: `?editedAadharNumber=${found.form.aadharNo}` });
        expect(kept.statusCode, kept.body).toBe(200);
      } finally {
        await t.app.inject({ method: 'PUT', url: `/api/masterdata/batches/${old.id}`, headers: admin, payload: { active: true } });
      }
    });

    const feePackage = {
      firstYear: { Donation: '50000', TutionFee: '75000', MiscFee: '5000' },
      secondYear: { Donation: '0', TutionFee: '75000', MiscFee: '5000' },
      thirdYear: { Donation: '', TutionFee: '80000', MiscFee: '5000' },
      forthYear: { Donation: '', TutionFee: '80000', MiscFee: '' },
    };

    it('saves and returns the MRDU fee package', async () => {
      await asCollege('MRDU', async () => {
        const saved = (await save(form({ feePackage }))).json();
        const text = pdfText(saved.b64);
        expect(text).toContain('FEE PACKAGE');
        expect(text).toMatch(/I Year\s+50,000\.00\s+75,000\.00\s+5,000\.00\s+1,30,000\.00/);
        expect(text).toMatch(/II Year\s+0\.00\s+75,000\.00\s+5,000\.00\s+80,000\.00/);
        expect(text).toMatch(/IV Year\s+-\s+80,000\.00\s+-\s+80,000\.00/);
        const found = (await t.app.inject({ method: 'GET', url: `/api/admissions/students/${saved.rollNumber}`, headers: staff })).json();
        expect(found.form.feePackage.firstYear).toEqual({ Donation: '50000', TutionFee: '75000', MiscFee: '5000' });
        expect(found.form.feePackage.thirdYear.Donation).toBe('');
      });
    });

    it('other colleges ignore a fee package; a modify there leaves a saved one as it was', async () => {
      const saved = (await save(form({ feePackage }))).json();
      expect(pdfText(saved.b64)).not.toContain('FEE PACKAGE');
      const found = (await t.app.inject({ method: 'GET', url: `/api/admissions/students/${saved.rollNumber}`, headers: staff })).json();
      expect(found.form.feePackage).toBeUndefined();

      let mrdu: { rollNumber: string; aadharNo: string } = { rollNumber: '', aadharNo: '' };
      await asCollege('MRDU', async () => {
        const aadharNo = nextAadhaar();
        mrdu = { rollNumber: (await save(form({ aadharNo, feePackage }))).json().rollNumber, aadharNo };
      });
      const changed = { ...feePackage, firstYear: { Donation: '1', TutionFee: '1', MiscFee: '1' } };
      const res = await save(form({ aadharNo: mrdu.aadharNo, rollNumber: mrdu.rollNumber, feePackage: changed }), {
        query: `?editedAadharNumber=${mrdu.aadharNo}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const kept = (await t.app.inject({ method: 'GET', url: `/api/admissions/students/${mrdu.rollNumber}`, headers: staff })).json();
      expect(kept.form.feePackage.firstYear).toEqual({ Donation: '50000', TutionFee: '75000', MiscFee: '5000' });
    });

    it('checks the dropdown values against active master data, naming the field', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ category: 'XYZ' }, 'Please select a valid category', 'category'],
        [{ category: 'SC', subCaste: 'Reddy' }, 'Please select a valid sub-caste', 'subCaste'],
        [{ category: undefined, subCaste: 'Reddy' }, 'Please select a valid sub-caste', 'subCaste'],
        [{ admissionType: 'Sideways' }, 'Please select a valid admission type', 'admissionType'],
        [{ admissionType: 'CONVENER', seatType: 'CONVENER' }, 'Please select a valid admission type', 'admissionType'],
        [{ seatType: 'Free Seat' }, 'Please select a valid seat type', 'seatType'],
        [{ agent: 'Unknown Consultancy' }, 'Please select a valid agent', 'agent'],
        [{ nationality: 'Martian' }, 'Please select a valid nationality', 'nationality'],
        [{ religion: 'Pastafarian' }, 'Please select a valid religion', 'religion'],
        [{ entranceType: 'GRE' }, 'Please select a valid entrance type', 'entranceType'],
      ];
      for (const [overrides, message, field] of cases) {
        const res = await save(form(overrides));
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(res.json()).toMatchObject({ message, field });
      }
      const good = await save(
        form({
          category: 'bc-b',
          subCaste: 'padmasali',
          admissionType: 'lateral',
          seatType: 'Lateral',
          agent: 'Vijaya Career Guidance',
          nationality: 'Indian',
          religion: 'hindu',
          entranceType: 'ECET',
        }),
      );
      expect(good.statusCode, good.body).toBe(200);
      const found = (
        await t.app.inject({ method: 'GET', url: `/api/admissions/students/${good.json().rollNumber}`, headers: staff })
      ).json();
      expect(found.form).toMatchObject({ category: 'BC-B', subCaste: 'Padmasali', admissionType: 'Lateral', religion: 'Hindu' });
    });

    it('seat-type colleges (KNRR, BRILL, BRIG): the admission type is an active seat-type code', async () => {
      await asCollege('KNRR', async () => {
        const direct = await save(form({ admissionType: 'Direct', seatType: 'Direct' }));
        expect(direct.json()).toMatchObject({ message: 'Please select a valid admission type', field: 'admissionType' });
        const seat = await save(form({ admissionType: 'MANAGEMENT', seatType: 'Management Quota' }));
        expect(seat.statusCode, seat.body).toBe(200);
      });
    });

    it('a deactivated dropdown value leaves new admissions but a modify may keep it', async () => {
      const admin = await bearer(t.app, 'admin');
      const agents = (await t.app.inject({ method: 'GET', url: '/api/masterdata/agents', headers: admin })).json();
      const agent = agents.find((a: { name: string }) => a.name === 'Global Admissions Hyderabad');
      const subCastes = (await t.app.inject({ method: 'GET', url: '/api/masterdata/subcastes', headers: admin })).json();
      const koya = subCastes.find((sc: { name: string }) => sc.name === 'Koya');
      const values = { agent: 'Global Admissions Hyderabad', category: 'ST', subCaste: 'Koya' };
      const saved = (await save(form(values))).json();
      await t.app.inject({ method: 'DELETE', url: `/api/masterdata/agents/${agent.id}`, headers: admin });
      await t.app.inject({ method: 'DELETE', url: `/api/masterdata/subcastes/${koya.id}`, headers: admin });
      try {
        const fresh = await save(form(values));
        expect(fresh.json()).toMatchObject({ message: 'Please select a valid sub-caste', field: 'subCaste' });
        const freshAgent = await save(form({ agent: values.agent }));
        expect(freshAgent.json()).toMatchObject({ message: 'Please select a valid agent', field: 'agent' });
        const found = (await t.app.inject({ method: 'GET', url: `/api/admissions/students/${saved.rollNumber}`, headers: staff })).json();
        expect(found.form).toMatchObject(values);
        const kept = await save({ ...found.form, mothersName: 'Kamala' }, { query: `?editedAadharNumber=${found.form.aadharNo}` });
        expect(kept.statusCode, kept.body).toBe(200);
        const changed = await save(
          { ...found.form, subCaste: 'Gond', agent: 'Sri Sai Educational Consultancy' },
          { query: `?editedAadharNumber=${found.form.aadharNo}` },
        );
        expect(changed.statusCode, changed.body).toBe(200);
        const back = await save({ ...found.form, subCaste: 'Koya' }, { query: `?editedAadharNumber=${found.form.aadharNo}` });
        expect(back.json()).toMatchObject({ message: 'Please select a valid sub-caste', field: 'subCaste' });
      } finally {
        await t.app.inject({ method: 'PUT', url: `/api/masterdata/agents/${agent.id}`, headers: admin, payload: { active: true } });
        await t.app.inject({ method: 'PUT', url: `/api/masterdata/subcastes/${koya.id}`, headers: admin, payload: { active: true } });
      }
    });

    it('access: 401 signed out, 403 for a student', async () => {
      expect((await save(form(), { headers: {} })).statusCode).toBe(401);
      expect((await save(form(), { headers: student })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/getApplicationFormData' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/getApplicationFormData', headers: student })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/generateAdmistionNumber', headers: student })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/admissions/students/22VC1A0501', headers: student })).statusCode).toBe(403);
      const admin = await bearer(t.app, 'admin');
      expect((await save(form(), { headers: admin })).statusCode).toBe(200);
    });
  });
}
