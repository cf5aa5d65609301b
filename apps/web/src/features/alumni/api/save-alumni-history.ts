import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ALUMNI_PARTS, type AlumniHistoryAnswer, type AlumniHistoryForm } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getAlumniHistoryQueryOptions } from './get-alumni-history';

export interface AlumniHistorySave {
  form: AlumniHistoryForm;
  photo: File | null;
  certificate: File | null;
}

/** `POST saveAluminiHistoryByUrl`: the form as `alumniData` JSON, with the passport photo and the certificate. */
export function saveAlumniHistory({ form, photo, certificate }: AlumniHistorySave) {
  const body = new FormData();
  body.append(ALUMNI_PARTS.history, JSON.stringify(form));
  if (photo) body.append(ALUMNI_PARTS.photo, photo, photo.name);
  if (certificate) body.append(ALUMNI_PARTS.certificate, certificate, certificate.name);
  return api<AlumniHistoryAnswer>('saveAluminiHistoryByUrl', { method: 'POST', body });
}

/** A saved record reloads the list. */
export const saveAlumniHistoryMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: saveAlumniHistory,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getAlumniHistoryQueryOptions().queryKey }),
  });

export const useSaveAlumniHistory = (config?: MutationConfig<AlumniHistoryAnswer, AlumniHistorySave>) =>
  useFeatureMutation(saveAlumniHistoryMutationOptions, config);
