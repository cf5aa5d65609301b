export * from './roles.js';
export * from './menus.js';
export * from './messages.js';
export * from './auth/auth.schema.js';
export * from './public/public.schema.js';
export * from './uploads/upload.schema.js';
export * from './admissions/verhoeff.js';
export * from './admissions/admission.schema.js';
