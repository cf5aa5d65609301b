import { asc } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { students } from '../src/features/admissions/students.table.js';

/** A simple admission form (`getStudentadmissiondata`) that the demo college accepts, with the Aadhaar number given. */
export const simpleAdmission = (aadharNo: string, over: Record<string, unknown> = {}) => ({
  dateOfAdmission: '2025-07-15',
  name: 'Meena Kumari',
  admissionType: 'Direct',
  courseAppliedFor: 'B.Tech',
  branch: 'ECE',
  gender: 'FEMALE',
  aadharNo,
  fatherContactNo: '9876543210',
  fathersName: 'Ramesh Babu',
  ...over,
});

/** A full admission form (`saveApplicationFormData`) that the demo college accepts, with the Aadhaar number given. */
export const fullAdmission = (aadharNo: string) => ({
  name: 'Sai Kiran Reddy',
  courseAppliedFor: 'B.Tech',
  gender: 'MALE',
  batch: '2025-2029',
  branch: 'CSE',
  aadharNo,
  dateOfAdmission: '2025-08-01',
  admissionType: 'Direct',
  seatType: 'Direct',
});

/**
 * A student on the register without an admission record (no Aadhaar number), as students entered
 * before the admission forms were: a copy of the first demo student's course, batch and branch
 * under a new roll number.
 */
export async function studentWithoutApplication(db: Db, rollNumber: string) {
  const [model] = await db.select().from(students).orderBy(asc(students.id)).limit(1);
  const [created] = await db
    .insert(students)
    .values({
      rollNumber,
      fullName: 'Prakash Varma',
      courseId: model.courseId,
      batchId: model.batchId,
      branchId: model.branchId,
      semesterId: model.semesterId,
      gender: 'MALE',
    })
    .returning({ id: students.id, rollNumber: students.rollNumber, fullName: students.fullName });
  return created;
}
