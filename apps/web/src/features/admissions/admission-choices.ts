import { useTranslation } from 'react-i18next';
import { BLOOD_GROUPS, GENDERS, KNOWING_ABOUT_OPTIONS, YES_NO } from '@campus/shared';
import { useCollegeCode } from '../../lib/college';
import {
  useAgents,
  useBatches,
  useBranches,
  useCasteCategories,
  useCourses,
  useKeyValues,
  useSemesters,
  useSubCastes,
} from '../../lib/master-data';
import { useAdmissionTypeChoices, type AdmissionTypeChoice } from './admission-type-choices';

export interface Choice {
  value: string;
  label: string;
}

/** Choosing a parent clears its children (spec 000 section 4): course → batch → branch → semester, category → sub-caste. */
export const CASCADE_CHILDREN: Record<string, string[]> = {
  courseAppliedFor: ['batch', 'branch', 'semester'],
  batch: ['branch', 'semester'],
  branch: ['semester'],
  category: ['subCaste'],
};

/** The values the cascade's lists follow. `branchesNeedBatch`: the full form lists a course's branches only per batch. */
interface CascadeValues {
  course: string;
  batch: string;
  branch?: string;
  category: string;
  branchesNeedBatch?: boolean;
}

const plain = (list: readonly string[] | undefined): Choice[] => (list ?? []).map((x) => ({ value: x, label: x }));
const codeAndName = (code: string, name: string) => (name && name !== code ? `${code} – ${name}` : code);

/**
 * Every choice both admission forms offer, with the same wording in both: the course → batch →
 * branch → semester cascade, category → sub-caste, the college's admission types and the fixed lists.
 */
export function useAdmissionChoices({ course, batch, branch = '', category, branchesNeedBatch = false }: CascadeValues) {
  const { t } = useTranslation();
  const collegeCode = useCollegeCode().data ?? '';
  const courses = useCourses().data ?? [];
  const batches = useBatches(course).data;
  const branches = useBranches(course, batch, Boolean(course && (batch || !branchesNeedBatch))).data;
  const semesters = useSemesters(course, Boolean(course && branch)).data;
  const categories = useCasteCategories().data ?? [];
  const subCastes = useSubCastes(category).data;
  const nationalities = useKeyValues('Nationality').data;
  const religions = useKeyValues('Religion').data;
  const admissionType: AdmissionTypeChoice[] = useAdmissionTypeChoices(collegeCode);
  const translated = (list: readonly string[]) =>
    list.map((x) => ({ value: x, label: t(`admissionForm.options.${x === 'Yes' ? 'yes' : x === 'No' ? 'no' : x}`) }));

  return {
    courses,
    course: courses.map((c) => ({ value: c.code, label: codeAndName(c.code, c.name) })),
    batch: plain(batches),
    branch: plain(branches),
    semester: plain(semesters),
    category: categories.map((c) => ({ value: c.code, label: codeAndName(c.code, c.name) })),
    subCaste: plain(subCastes),
    nationality: plain(nationalities),
    religion: plain(religions),
    admissionType,
    gender: translated(GENDERS),
    bloodGroup: plain(BLOOD_GROUPS),
    yesNo: translated(YES_NO),
    knowingAbout: translated(KNOWING_ABOUT_OPTIONS),
    level: plain([...new Set(courses.map((c) => c.level).filter(Boolean))]),
  };
}

/** The full form's own lists, beside the shared ones. */
export function useFullFormChoices() {
  return {
    entranceType: plain(useKeyValues('entrancetype').data),
    agent: (useAgents().data ?? []).map((a) => ({ value: a.name, label: a.name })),
  };
}
