export * from '../features/public/college.table.js';
export * from '../features/auth/auth.table.js';
export * from '../features/masterdata/masterdata.table.js';
export * from '../features/admissions/students.table.js';
export * from '../features/users/faculty.table.js';
export * from '../features/audit/audit.table.js';
export * from '../features/results/results.table.js';
export * from '../features/admissions/applications.table.js';
