import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ALUMNI_PARTS, type AlumniRegistrationAnswer, type AlumniRegistrationForm } from '@campus/shared';
import { api, ApiRequestError } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { getMyRegistrationsQueryOptions } from './get-my-registrations';

export interface AlumniRegistrationSave {
  form: AlumniRegistrationForm;
  file: File | null;
}

/** How a save failed, for the spec's four error dialogs (001 §8). */
export type RegistrationFailure =
  | { kind: 'server'; message: string }
  | { kind: 'noResponse' }
  | { kind: 'setup'; message: string }
  | { kind: 'unexpected'; message: string };

/** A failed save, carrying which of the four dialogs it shows. */
export class RegistrationSaveError extends Error {
  constructor(public readonly failure: RegistrationFailure) {
    super('message' in failure ? failure.message : 'No response');
  }
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * `POST saveAlumniStudentRegister`: multipart with `alumniStudentRegistration` (the form as JSON) and
 * the `file`. An answer with an error status, no answer, a request that could not be built and any
 * other failure are told apart.
 */
export async function saveAlumniRegistration({ form, file }: AlumniRegistrationSave): Promise<AlumniRegistrationAnswer> {
  let body: FormData;
  try {
    body = new FormData();
    body.append(ALUMNI_PARTS.registration, JSON.stringify(form));
    if (file) body.append(ALUMNI_PARTS.file, file, file.name);
  } catch (err) {
    throw new RegistrationSaveError({ kind: 'setup', message: messageOf(err) });
  }
  try {
    return await api<AlumniRegistrationAnswer>('saveAlumniStudentRegister', { method: 'POST', body });
  } catch (err) {
    if (err instanceof ApiRequestError) throw new RegistrationSaveError({ kind: 'server', message: err.message });
    // fetch rejects with a TypeError when no answer arrives (network down, server gone).
    if (err instanceof TypeError) throw new RegistrationSaveError({ kind: 'noResponse' });
    throw new RegistrationSaveError({ kind: 'unexpected', message: messageOf(err) });
  }
}

export const saveAlumniRegistrationMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: saveAlumniRegistration,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getMyRegistrationsQueryOptions().queryKey }),
  });

export const useSaveAlumniRegistration = (config?: MutationConfig<AlumniRegistrationAnswer, AlumniRegistrationSave>) =>
  useFeatureMutation(saveAlumniRegistrationMutationOptions, config);
