import { keepPreviousData, mutationOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  type ComponentsSave,
  type CurriculumPlaces,
  type Regulation,
  type RegulationInput,
  type Subject,
  type SubjectComponents,
  type SubjectInput,
  type SubjectsPage,
  type UploadSuccess,
} from '@campus/shared';
import { api, apiBlob, downloadBlob } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { uploadExcel, type ExcelUpload } from '../../../lib/uploads';

const CURRICULUM_KEY = ['curriculum'] as const;
/** Apart from the curriculum's key: a change of subjects does not change the programmes. */
const CURRICULUM_PLACES_KEY = ['curriculum-places'] as const;

/** The subjects' list: the regulation chosen, the programme, branch and semester it is narrowed to, what is typed, the page and its size. */
export interface SubjectSearch {
  regulationId: number;
  courseId: number | null;
  branchId: number | null;
  semester: number | null;
  q: string;
  page: number;
  size: number;
}

/** Something of the curriculum changed: the regulations (they count their subjects) and every list of subjects. */
const afterChange = (queryClient: QueryClient) => () => void queryClient.invalidateQueries({ queryKey: CURRICULUM_KEY });

const useCurriculumMutation = <TData, TVariables>(
  mutationFn: (v: TVariables) => Promise<TData>,
  config?: MutationConfig<TData, TVariables>,
) => useFeatureMutation((queryClient) => mutationOptions({ mutationFn, onSuccess: afterChange(queryClient) }), config);

// ---------------------------------------------------------------- Regulations

/** `GET curriculum/regulations`: every regulation with its number of subjects, newest first as the server orders them. */
export const useRegulations = () =>
  useQuery({ queryKey: [...CURRICULUM_KEY, 'regulations'], queryFn: () => api<Regulation[]>('curriculum/regulations') });

/** `POST curriculum/regulations`, or with an `id` `PUT curriculum/regulations/:id`. */
const saveRegulation = ({ id, input }: { id?: number; input: RegulationInput }) =>
  id === undefined
    ? api<Regulation>('curriculum/regulations', { method: 'POST', body: input })
    : api<Regulation>(`curriculum/regulations/${id}`, { method: 'PUT', body: input });
export const useSaveRegulation = (config?: MutationConfig<Regulation, { id?: number; input: RegulationInput }>) =>
  useCurriculumMutation(saveRegulation, config);

// ---------------------------------------------------------------- Subjects

/** The query of a search: what is not chosen is left out. */
const subjectQuery = (s: SubjectSearch) => ({
  regulationId: s.regulationId,
  courseId: s.courseId ?? undefined,
  branchId: s.branchId ?? undefined,
  semester: s.semester ?? undefined,
  q: s.q || undefined,
  page: s.page,
  size: s.size,
});

/** `GET curriculum/subjects`: a page of a regulation's subjects and their credits; while the next page loads, the last one stays. */
export const useSubjects = (search: SubjectSearch | null) =>
  useQuery({
    queryKey: [...CURRICULUM_KEY, 'subjects', search],
    queryFn: () => api<SubjectsPage>('curriculum/subjects', { query: subjectQuery(search!) }),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });

/** `POST curriculum/subjects`, or with an `id` `PUT curriculum/subjects/:id`. */
const saveSubject = ({ id, input }: { id?: number; input: SubjectInput }) =>
  id === undefined
    ? api<Subject>('curriculum/subjects', { method: 'POST', body: input })
    : api<Subject>(`curriculum/subjects/${id}`, { method: 'PUT', body: input });
export const useSaveSubject = (config?: MutationConfig<Subject, { id?: number; input: SubjectInput }>) =>
  useCurriculumMutation(saveSubject, config);

/** `DELETE curriculum/subjects/:id`. */
const removeSubject = (subject: Subject) => api<unknown>(`curriculum/subjects/${subject.id}`, { method: 'DELETE' });
export const useRemoveSubject = (config?: MutationConfig<unknown, Subject>) => useCurriculumMutation(removeSubject, config);

// ---------------------------------------------------------------- Internal marks components

/** Under the curriculum's key: a subject corrected (its internal maximum) reads its components again. */
const componentsKey = (subjectId: number) => [...CURRICULUM_KEY, 'components', subjectId] as const;

/** `GET internal-marks/components/:subjectId`: the parts of a subject's internal marks, and whether marks are entered in them. */
export const useSubjectComponents = (subjectId: number) =>
  useQuery({
    queryKey: componentsKey(subjectId),
    queryFn: () => api<SubjectComponents>(`internal-marks/components/${subjectId}`),
  });

/** `PUT internal-marks/components/:subjectId`: the subject's parts replaced, adding up to its internal maximum. */
export const useSaveSubjectComponents = (config?: MutationConfig<SubjectComponents, { subjectId: number; input: ComponentsSave }>) =>
  useFeatureMutation(
    (queryClient) =>
      mutationOptions({
        mutationFn: ({ subjectId, input }: { subjectId: number; input: ComponentsSave }) =>
          api<SubjectComponents>(`internal-marks/components/${subjectId}`, { method: 'PUT', body: input }),
        onSuccess: (saved: SubjectComponents) => {
          queryClient.setQueryData(componentsKey(saved.subjectId), saved);
          // The classes' mark sheets (internal marks, the examination cell's overview) have their columns from them.
          for (const queryKey of [['internal-marks'], ['marks-overview']]) void queryClient.invalidateQueries({ queryKey });
        },
      }),
    config,
  );

// ---------------------------------------------------------------- Workbooks

/** The import, all-or-nothing, through the one upload of every workbook (`fileType=curriculum`). */
export const useImportCurriculum = (config?: MutationConfig<UploadSuccess, ExcelUpload>) =>
  useCurriculumMutation((upload: ExcelUpload) => uploadExcel('curriculum', upload), config);

/** `GET curriculum/template.xlsx`: the import template, handed to the browser as a download. */
export const useDownloadCurriculumTemplate = () =>
  useMutation({
    mutationFn: async () => downloadBlob(await apiBlob('curriculum/template.xlsx'), 'curriculum-template.xlsx'),
  });

/** `GET curriculum/subjects.xlsx?regulationId=`: a regulation's subjects in the template's columns. */
export const useDownloadCurriculum = (config?: { onError?: (err: Error) => void }) =>
  useMutation({
    ...config,
    mutationFn: async (regulation: Regulation) =>
      downloadBlob(
        await apiBlob('curriculum/subjects.xlsx', { query: { regulationId: regulation.id } }),
        `curriculum-${regulation.code}.xlsx`,
      ),
  });

// ---------------------------------------------------------------- Programmes, branches and semesters

/** A programme a subject is taught in, with its semesters; a branch of a programme, by id. */
export type Programme = CurriculumPlaces['programmes'][number];
export type Branch = CurriculumPlaces['branches'][number];

/** `GET curriculum/places`: the programmes with their semesters (two a year) and their branches, by id. */
export function usePlaces() {
  const places = useQuery({
    queryKey: [...CURRICULUM_PLACES_KEY],
    queryFn: () => api<CurriculumPlaces>('curriculum/places'),
    staleTime: 300_000,
  });
  return {
    programmes: places.data?.programmes ?? [],
    branches: places.data?.branches ?? [],
    isError: places.isError,
    error: places.error,
  };
}
