import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiBlob, openPdfBlob } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

export interface PrintedAdmission {
  studentId: number;
  admissionNumber: string | null;
}

/** The admission PDF of a saved application, as it was printed when the form was saved. */
export const getAdmissionPdf = (studentId: number) => apiBlob(`admissions/pdfs/${studentId}`);

/** Fetches the PDF and opens it in a new window (or downloads it when pop-ups are blocked). */
export const printAdmissionMutationOptions = () =>
  mutationOptions({
    mutationFn: async ({ studentId, admissionNumber }: PrintedAdmission) => {
      openPdfBlob(await getAdmissionPdf(studentId), `admission-${admissionNumber ?? studentId}.pdf`);
    },
  });

export const usePrintAdmission = (config?: MutationConfig<void, PrintedAdmission>) =>
  useMutation({ ...config, ...printAdmissionMutationOptions() });
