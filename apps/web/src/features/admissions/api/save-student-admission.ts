import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { StudentAdmissionAnswer, StudentAdmissionInput } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getNextAdmissionNumberQueryOptions } from './get-next-admission-number';

/** The simple form's fields as typed, and its photo as base64. */
export type StudentAdmissionForm = StudentAdmissionInput & { photo?: { fileName: string; contentType: string; base64: string } };

export const saveStudentAdmission = (admission: StudentAdmissionForm) =>
  api<StudentAdmissionAnswer>('getStudentadmissiondata', { method: 'POST', body: admission });

export const saveStudentAdmissionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: saveStudentAdmission,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getNextAdmissionNumberQueryOptions().queryKey }),
  });

export const useSaveStudentAdmission = (config?: MutationConfig<StudentAdmissionAnswer, StudentAdmissionForm>) =>
  useFeatureMutation(saveStudentAdmissionMutationOptions, config);
