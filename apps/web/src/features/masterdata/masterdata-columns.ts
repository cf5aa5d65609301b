import { KEY_VALUE_KEYS, type MasterDataKind } from '@campus/shared';

export type Column = { key: string; parent?: 'courses' | 'categories'; choices?: readonly string[]; numeric?: boolean };

/** The editable columns of each kind, in screen order. */
export const COLUMNS: Record<MasterDataKind, Column[]> = {
  courses: [{ key: 'code' }, { key: 'name' }, { key: 'level' }, { key: 'durationYears', numeric: true }],
  batches: [{ key: 'courseId', parent: 'courses' }, { key: 'name' }, { key: 'startYear', numeric: true }],
  branches: [{ key: 'courseId', parent: 'courses' }, { key: 'code' }, { key: 'name' }, { key: 'rollCode' }],
  semesters: [{ key: 'courseId', parent: 'courses' }, { key: 'name' }, { key: 'number', numeric: true }],
  categories: [{ key: 'code' }, { key: 'name' }],
  subcastes: [{ key: 'categoryId', parent: 'categories' }, { key: 'name' }],
  seattypes: [{ key: 'code' }, { key: 'label' }],
  agents: [{ key: 'name' }, { key: 'phone' }],
  keyvalues: [{ key: 'key', choices: KEY_VALUE_KEYS }, { key: 'value' }, { key: 'sortOrder', numeric: true }],
  admissiontypes: [{ key: 'name' }],
};
