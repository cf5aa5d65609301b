import { mutationOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MarkClasses, MarkSheet, MarkSheetSave } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

const MARKS_KEY = ['internal-marks'] as const;
const sheetKey = (allocationId: number) => [...MARKS_KEY, 'sheet', allocationId] as const;

/** A sheet the server answered with is the one shown; the classes' states and counts are read again. */
function stored(queryClient: QueryClient, sheet: MarkSheet) {
  queryClient.setQueryData(sheetKey(sheet.allocationId), sheet);
  void queryClient.invalidateQueries({ queryKey: [...MARKS_KEY, 'classes'] });
}

/** `GET internal-marks/classes`: the signed-in teacher's classes and how far their marks are. */
export const useMarkClasses = () =>
  useQuery({ queryKey: [...MARKS_KEY, 'classes'], queryFn: () => api<MarkClasses>('internal-marks/classes') });

/** `GET internal-marks/sheet?allocationId=`: a class's marks; not fetched again behind the teacher's typing. */
export const useMarkSheet = (allocationId: number) =>
  useQuery({
    queryKey: sheetKey(allocationId),
    queryFn: () => api<MarkSheet>('internal-marks/sheet', { query: { allocationId } }),
    refetchOnWindowFocus: false,
  });

/** `PUT internal-marks/sheet`: every row of the class at once. */
export const useSaveMarkSheet = (config?: MutationConfig<MarkSheet, MarkSheetSave>) =>
  useFeatureMutation(
    (queryClient) =>
      mutationOptions({
        mutationFn: (save: MarkSheetSave) => api<MarkSheet>('internal-marks/sheet', { method: 'PUT', body: save }),
        onSuccess: (sheet) => stored(queryClient, sheet),
      }),
    config,
  );

interface SubmitSheet {
  allocationId: number;
  version: number;
}

/** `POST internal-marks/sheet/submit`: the marks locked. */
export const useSubmitMarkSheet = (config?: MutationConfig<MarkSheet, SubmitSheet>) =>
  useFeatureMutation(
    (queryClient) =>
      mutationOptions({
        mutationFn: (submit: SubmitSheet) => api<MarkSheet>('internal-marks/sheet/submit', { method: 'POST', body: submit }),
        onSuccess: (sheet) => stored(queryClient, sheet),
      }),
    config,
  );

interface UnlockSheet {
  allocationId: number;
  reason: string;
}

/** `POST internal-marks/sheet/unlock`: a submitted sheet opened again by the head of the department, with a reason. */
export const useUnlockMarkSheet = (config?: MutationConfig<MarkSheet, UnlockSheet>) =>
  useFeatureMutation(
    (queryClient) =>
      mutationOptions({
        mutationFn: (unlock: UnlockSheet) => api<MarkSheet>('internal-marks/sheet/unlock', { method: 'POST', body: unlock }),
        onSuccess: (sheet) => stored(queryClient, sheet),
      }),
    config,
  );
