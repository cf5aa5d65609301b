import { describe, expect, it } from 'vitest';
import { serverText } from '@campus/shared';
import { AppError } from '../lib/app-error.js';
import { translateDatabaseError, violationOf } from './database-error.js';

/** As node-postgres reports it, wrapped by Drizzle in `cause`. */
const wrapped = (fields: Record<string, string>) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(fields.message ?? 'driver'), fields) });

const uniqueAadhaar = wrapped({
  code: '23505',
  constraint: 'applications_aadhaar_hash_unique',
  detail: 'Key (aadhaar_hash)=(abc123) already exists.',
});

const answers = {
  unique: {
    aadhaar_hash: { text: serverText('admissions.aadhaarExists'), field: 'aadharNo' },
    roll_number: { text: serverText('admissions.rollNumberTaken'), field: 'rollNumber' },
  },
  otherUnique: { text: serverText('admissions.savedAtOnce') },
  foreignKey: { text: serverText('masterData.existingParent'), field: 'parent' },
};

const answerOf = (err: unknown) => (err instanceof AppError ? { status: err.statusCode, ...err.toJSON() } : err);

describe('database errors', () => {
  it('read the kind, constraint, column and value of a violation, wrapped or not', () => {
    expect(violationOf(uniqueAadhaar)).toEqual({
      kind: 'unique',
      constraint: 'applications_aadhaar_hash_unique',
      column: 'aadhaar_hash',
      value: 'abc123',
    });
    const bare = Object.assign(new Error('insert or update violates foreign key constraint "batches_course_id_fk"'), { code: '23503' });
    expect(violationOf(bare)).toMatchObject({ kind: 'foreignKey', constraint: bare.message, column: undefined });
    expect(violationOf(new Error('boom'))).toBeUndefined();
    expect(violationOf(wrapped({ code: '40001' }))).toBeUndefined();
  });

  it('answer a unique violation as CONFLICT naming the field, by column or constraint name', () => {
    expect(answerOf(translateDatabaseError(uniqueAadhaar, answers))).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'Aadhaar number already exists',
      key: 'admissions.aadhaarExists',
      field: 'aadharNo',
    });
    const byConstraint = wrapped({ code: '23505', constraint: 'students_roll_number_unique' });
    expect(answerOf(translateDatabaseError(byConstraint, answers))).toMatchObject({ status: 409, field: 'rollNumber' });
    const other = wrapped({ code: '23505', constraint: 'applications_admission_number_unique' });
    expect(answerOf(translateDatabaseError(other, answers))).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'This admission was saved at the same moment by someone else; please try again',
      key: 'admissions.savedAtOnce',
    });
    expect(answerOf(translateDatabaseError(other))).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'This entry already exists',
      key: 'masterData.entryExists',
    });
  });

  it('answer a missing referenced row as INVALID', () => {
    const fk = wrapped({ code: '23503', constraint: 'batches_course_id_courses_id_fk' });
    expect(answerOf(translateDatabaseError(fk, answers))).toEqual({
      status: 400,
      code: 'INVALID',
      key: 'masterData.existingParent',
      message: 'Please choose an existing parent entry',
      field: 'parent',
    });
  });

  it('never echo the value the database names in its detail', () => {
    const taken = wrapped({
      code: '23505',
      constraint: 'users_username_unique',
      detail: 'Key (username)=(ravi.teja@example.in) already exists.',
    });
    const missing = wrapped({
      code: '23503',
      constraint: 'applications_student_id_fk',
      detail: 'Key (student_id)=(499210000012) is not present.',
    });
    for (const err of [uniqueAadhaar, taken, missing]) {
      const answer = JSON.stringify((translateDatabaseError(err, answers) as AppError).toJSON());
      expect(answer).not.toMatch(/abc123|ravi\.teja|499210000012/);
    }
  });

  it('name the referencing column as the field of a missing referenced row, when the answer names none', () => {
    const fk = wrapped({
      code: '23503',
      constraint: 'batches_course_id_courses_id_fk',
      detail: 'Key (course_id)=(936142769) is not present in table "courses".',
    });
    expect(answerOf(translateDatabaseError(fk, { foreignKey: { text: serverText('masterData.existingParent') } }))).toEqual({
      status: 400,
      code: 'INVALID',
      key: 'masterData.existingParent',
      message: 'Please choose an existing parent entry',
      field: 'courseId',
    });
    expect(answerOf(translateDatabaseError(fk))).toMatchObject({ field: 'courseId' });
  });

  it('return any other error as it is', () => {
    const err = new Error('connection lost');
    expect(translateDatabaseError(err, answers)).toBe(err);
    const app = new AppError('NOT_FOUND', serverText('masterData.noSuchEntry'));
    expect(translateDatabaseError(app, answers)).toBe(app);
  });
});
