import {
  DEFAULT_ADMISSION_TYPES,
  seatTypeDropCode,
  usesSeatTypesForAdmission,
  type StudentAdmission,
  type StudentAdmissionField,
  serverText,
  type ServerText,
} from '@campus/shared';
import type { MasterDataService } from '../masterdata/masterdata.service.js';

interface Row {
  id: number;
  active: boolean;
}
type CourseRow = Row & { code: string };
type BatchRow = Row & { courseId: number; name: string; startYear: number };
type BranchRow = Row & { courseId: number; code: string };
type CategoryRow = Row & { code: string };
type SubCasteRow = Row & { categoryId: number; name: string };

type Problem = { field: StudentAdmissionField } & ServerText;

/**
 * Where a record belongs, with every master-data value spelt as master data spells it: a value
 * typed in another case ("b.tech", "cse", "direct") is matched once here and stored canonically.
 */
export interface ResolvedPlacement {
  courseId: number;
  batchId: number;
  branchId: number;
  course: string;
  branch: string;
  batch: string;
  admissionType: string;
  category?: string;
  subCaste?: string;
}

/** The most choices a row problem names; a longer list ends in '…'. */
const CHOICES_SHOWN = 5;
const choices = (names: string[]) => (names.length > CHOICES_SHOWN ? `${names.slice(0, CHOICES_SHOWN).join(', ')}, …` : names.join(', '));

/**
 * The active master data an admission refers to, loaded once (a bulk upload of 10,000 rows makes
 * these few queries, not one per row).
 */
export async function loadAdmissionLookups(masterData: MasterDataService, collegeCode: string) {
  const [courseRows, batchRows, branchRows, categoryRows, subCasteRows] = (await Promise.all([
    masterData.list('courses'),
    masterData.list('batches'),
    masterData.list('branches'),
    masterData.list('categories'),
    masterData.list('subcastes'),
  ])) as [CourseRow[], BatchRow[], BranchRow[], CategoryRow[], SubCasteRow[]];

  const admissionTypes = usesSeatTypesForAdmission(collegeCode)
    ? (await masterData.seatTypesAsDrop()).map(seatTypeDropCode)
    : await masterData.admissionTypeList();
  const typeOptions = admissionTypes.length > 0 ? admissionTypes : [...DEFAULT_ADMISSION_TYPES];

  const courses = new Map(courseRows.filter((c) => c.active).map((c) => [c.code.toLowerCase(), c]));
  const batchesOf = new Map<number, BatchRow[]>();
  // Current first, as every batch list is offered.
  const activeBatches = batchRows.filter((b) => b.active).sort((a, b) => b.startYear - a.startYear || a.name.localeCompare(b.name));
  for (const b of activeBatches) batchesOf.set(b.courseId, [...(batchesOf.get(b.courseId) ?? []), b]);
  const branchesOf = new Map<number, Map<string, BranchRow>>();
  for (const b of branchRows.filter((b) => b.active)) {
    const m = branchesOf.get(b.courseId) ?? new Map<string, BranchRow>();
    m.set(b.code.toLowerCase(), b);
    branchesOf.set(b.courseId, m);
  }
  const categories = new Map(categoryRows.filter((c) => c.active).map((c) => [c.code.toLowerCase(), c]));
  const subCastesOf = new Map<number, Map<string, string>>();
  for (const sc of subCasteRows.filter((sc) => sc.active)) {
    const m = subCastesOf.get(sc.categoryId) ?? new Map<string, string>();
    m.set(sc.name.toLowerCase(), sc.name);
    subCastesOf.set(sc.categoryId, m);
  }
  const types = new Map(typeOptions.map((t) => [t.toLowerCase(), t]));

  /** Category and sub-caste: the sub-caste must be an active one of the category. */
  function caste(record: StudentAdmission, problems: Problem[]): { category?: string; subCaste?: string } {
    if (!record.category) {
      if (record.subCaste)
        problems.push({ field: 'category', ...serverText('admissionRows.categoryOfSubCaste', { subCaste: record.subCaste }) });
      return {};
    }
    const category = categories.get(record.category.toLowerCase());
    if (!category) {
      problems.push({ field: 'category', ...serverText('admissionRows.unknownCategory', { category: record.category }) });
      return {};
    }
    if (!record.subCaste) return { category: category.code };
    const subCaste = subCastesOf.get(category.id)?.get(record.subCaste.toLowerCase());
    if (!subCaste)
      problems.push({
        field: 'subCaste',
        ...serverText('admissionRows.unknownSubCaste', { subCaste: record.subCaste, category: category.code }),
      });
    return { category: category.code, subCaste };
  }

  /**
   * Course, branch and batch of a record, or the problems (field + message). Without a batch the
   * batch that starts in the year of admission is used, else the newest of the course.
   */
  function place(record: StudentAdmission): { placement?: ResolvedPlacement; problems: Problem[] } {
    const problems: Problem[] = [];
    const admissionType = types.get(record.admissionType.toLowerCase());
    if (!admissionType) {
      problems.push({
        field: 'admissionType',
        ...serverText('admissionRows.unknownAdmissionType', { admissionType: record.admissionType, options: typeOptions.join(', ') }),
      });
    }
    const castes = caste(record, problems);
    const course = courses.get(record.courseAppliedFor.toLowerCase());
    if (!course) {
      problems.push({ field: 'courseAppliedFor', ...serverText('admissionRows.unknownCourse', { course: record.courseAppliedFor }) });
      return { problems };
    }
    const branch = branchesOf.get(course.id)?.get(record.branch.toLowerCase());
    if (!branch)
      problems.push({ field: 'branch', ...serverText('admissionRows.unknownBranch', { branch: record.branch, course: course.code }) });
    const courseBatches = batchesOf.get(course.id) ?? [];
    const year = Number(record.dateOfAdmission.slice(0, 4));
    const batch = record.batch
      ? courseBatches.find((b) => b.name.toLowerCase() === record.batch!.toLowerCase())
      : (courseBatches.find((b) => b.startYear === year) ?? courseBatches[0]);
    if (!batch) {
      problems.push({
        field: 'batch',
        ...(record.batch
          ? serverText('admissionRows.unknownBatch', {
              batch: record.batch,
              course: course.code,
              options: choices(courseBatches.map((b) => b.name)),
            })
          : serverText('admissionRows.noOpenBatch', { course: course.code })),
      });
    }
    if (problems.length > 0 || !branch || !batch || !admissionType) return { problems };
    return {
      placement: {
        courseId: course.id,
        batchId: batch.id,
        branchId: branch.id,
        course: course.code,
        branch: branch.code,
        batch: batch.name,
        admissionType,
        ...castes,
      },
      problems,
    };
  }

  return {
    place,
    admissionTypes: typeOptions,
    courseCodes: courseRows.filter((c) => c.active).map((c) => c.code),
    categoryCodes: categoryRows.filter((c) => c.active).map((c) => c.code),
    branchCodes: branchRows.filter((b) => b.active).map((b) => b.code),
    /** Each active course's batches, current first, by course code (the template's list follows the row's course). */
    batchesByCourse: new Map(
      courseRows.filter((c) => c.active).map((c) => [c.code, (batchesOf.get(c.id) ?? []).map((b) => b.name)] as const),
    ),
  };
}
