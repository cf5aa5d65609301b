import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { SaveApplicationAnswer } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getNextAdmissionNumberQueryOptions } from './get-next-admission-number';

export interface FullAdmission {
  record: Record<string, unknown>;
  photo?: File;
  /** Modify mode: the id of the student being changed (not their Aadhaar number, which would land in access logs). */
  editedStudentId?: number;
}

/** The full admission form, new or modified, with its photo (multipart). */
export function saveFullAdmission({ record, photo, editedStudentId }: FullAdmission) {
  const body = new FormData();
  body.append('applicationFormData', new Blob([JSON.stringify(record)], { type: 'application/json' }));
  if (photo) body.append('imageUpload', photo, photo.name);
  const query = editedStudentId === undefined ? undefined : { editedStudentId };
  return api<SaveApplicationAnswer>('saveApplicationFormData', { method: 'POST', body, query });
}

export const saveFullAdmissionMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: saveFullAdmission,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getNextAdmissionNumberQueryOptions().queryKey }),
  });

export const useSaveFullAdmission = (config?: MutationConfig<SaveApplicationAnswer, FullAdmission>) =>
  useFeatureMutation(saveFullAdmissionMutationOptions, config);
