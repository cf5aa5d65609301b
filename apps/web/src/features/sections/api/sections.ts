import { keepPreviousData, mutationOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  type Allocation,
  type AllocationInput,
  type LabBatch,
  type Section,
  type SectionDetail,
  type SectionInput,
  type SectionPlaces,
  type SectionsSplit,
  type SectionsSplitResult,
  type Teacher,
  type UploadSuccess,
} from '@campus/shared';
import { api, apiBlob, downloadBlob } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { uploadExcel, type ExcelUpload } from '../../../lib/uploads';

const SECTIONS_KEY = ['sections'] as const;
/** Apart from the sections' key: a change of sections does not change the batches, branches or regulations. */
const SECTION_PLACES_KEY = ['section-places'] as const;

/** Something of the sections changed: every list of sections and every section shown (their counts and allocations). */
const afterChange = (queryClient: QueryClient) => () => void queryClient.invalidateQueries({ queryKey: SECTIONS_KEY });

const useSectionsMutation = <TData, TVariables>(
  mutationFn: (v: TVariables) => Promise<TData>,
  config?: MutationConfig<TData, TVariables>,
) => useFeatureMutation((queryClient) => mutationOptions({ mutationFn, onSuccess: afterChange(queryClient) }), config);

// ---------------------------------------------------------------- Batches, branches and regulations

export type Batch = SectionPlaces['batches'][number];
export type Branch = SectionPlaces['branches'][number];
export type RegulationChoice = SectionPlaces['regulations'][number];

/** `GET sections/places`: the batches and branches sections are made of, the regulations, and each programme's semesters. */
export const useSectionPlaces = () =>
  useQuery({ queryKey: [...SECTION_PLACES_KEY], queryFn: () => api<SectionPlaces>('sections/places'), staleTime: 300_000 });

// ---------------------------------------------------------------- Sections

/** `GET sections?batchId=&branchId=`: a batch's sections, or those of one of its branches. */
export const useSections = (batchId: number | null, branchId: number | null) =>
  useQuery({
    queryKey: [...SECTIONS_KEY, 'list', batchId, branchId],
    queryFn: () => api<Section[]>('sections', { query: { batchId: batchId!, branchId: branchId ?? undefined } }),
    enabled: batchId !== null,
    placeholderData: keepPreviousData,
  });

/** `GET sections/:id`: a section with its students, its semester's subjects and who teaches them. */
export const useSection = (id: number | null) =>
  useQuery({
    queryKey: [...SECTIONS_KEY, 'detail', id],
    queryFn: () => api<SectionDetail>(`sections/${id}`),
    enabled: id !== null,
  });

/** `POST sections`: a batch's branch split into sections by roll number ranges. */
export const useSplitSections = (config?: MutationConfig<SectionsSplitResult, SectionsSplit>) =>
  useSectionsMutation((input: SectionsSplit) => api<SectionsSplitResult>('sections', { method: 'POST', body: input }), config);

/** `PUT sections/:id`: a section's name, regulation, semester and room corrected. */
export const useSaveSection = (config?: MutationConfig<Section, { id: number; input: SectionInput }>) =>
  useSectionsMutation(
    ({ id, input }: { id: number; input: SectionInput }) => api<Section>(`sections/${id}`, { method: 'PUT', body: input }),
    config,
  );

/** `DELETE sections/:id`: refused (409) while the section has students. */
export const useRemoveSection = (config?: MutationConfig<unknown, Section>) =>
  useSectionsMutation((section: Section) => api<unknown>(`sections/${section.id}`, { method: 'DELETE' }), config);

// ---------------------------------------------------------------- Students

export interface Placement {
  sectionId: number;
  studentId: number;
  labBatch: LabBatch;
}

/** `PUT sections/:id/students/:studentId`: a student placed in (or moved to) a section and its lab batch. */
export const usePlaceStudent = (config?: MutationConfig<unknown, Placement>) =>
  useSectionsMutation(
    ({ sectionId, studentId, labBatch }: Placement) =>
      api<unknown>(`sections/${sectionId}/students/${studentId}`, { method: 'PUT', body: { labBatch } }),
    config,
  );

export interface ElectiveChoice {
  sectionId: number;
  studentId: number;
  subjectId: number;
}

/** `PUT sections/:id/electives`: a student's choice in the elective group of the subject. */
export const useChooseElective = (config?: MutationConfig<unknown, ElectiveChoice>) =>
  useSectionsMutation(
    ({ sectionId, studentId, subjectId }: ElectiveChoice) =>
      api<unknown>(`sections/${sectionId}/electives`, { method: 'PUT', body: { studentId, subjectId } }),
    config,
  );

// ---------------------------------------------------------------- Allocations

/** `POST sections/:id/allocations`, or with an `allocationId` another teacher by `PUT allocations/:id`. */
export interface SaveAllocation {
  sectionId: number;
  allocationId?: number;
  input: AllocationInput;
}
const saveAllocation = ({ sectionId, allocationId, input }: SaveAllocation) =>
  allocationId === undefined
    ? api<Allocation>(`sections/${sectionId}/allocations`, { method: 'POST', body: input })
    : api<Allocation>(`allocations/${allocationId}`, { method: 'PUT', body: { facultyId: input.facultyId } });
export const useSaveAllocation = (config?: MutationConfig<Allocation, SaveAllocation>) => useSectionsMutation(saveAllocation, config);

/** `DELETE allocations/:id`. */
export const useRemoveAllocation = (config?: MutationConfig<unknown, Allocation>) =>
  useSectionsMutation((allocation: Allocation) => api<unknown>(`allocations/${allocation.id}`, { method: 'DELETE' }), config);

/** `GET sections/teachers?q=`: at most 20 faculty members found by name or employee code, while the list is open. */
export const useTeachers = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: ['section-teachers', q.trim()],
    queryFn: () => api<Teacher[]>('sections/teachers', { query: { q: q.trim() || undefined } }),
    enabled,
    placeholderData: keepPreviousData,
  });

// ---------------------------------------------------------------- Workbooks

/** The placing of students by workbook, all-or-nothing, through the one upload of every workbook (`fileType=sections`). */
export const useImportSections = (config?: MutationConfig<UploadSuccess, ExcelUpload>) =>
  useSectionsMutation((upload: ExcelUpload) => uploadExcel('sections', upload), config);

/** `GET sections/template.xlsx`: the template, handed to the browser as a download. */
export const useDownloadSectionsTemplate = () =>
  useMutation({
    mutationFn: async () => downloadBlob(await apiBlob('sections/template.xlsx'), 'sections-template.xlsx'),
  });
