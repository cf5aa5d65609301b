import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ExamResult, ResultLookupQuery } from '@campus/shared';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** One student's published result of one exam title; a 404 means there is none. */
export const lookUpResult = ({ rollNo, examTitle }: ResultLookupQuery) =>
  api<ExamResult>('getExamResultByRollNoView', { query: { rollNo, examTitle } });

/** Asked on each submit (not cached here: browsers and proxies may keep an answer for 10 s). */
export const lookUpResultMutationOptions = () => mutationOptions({ mutationFn: lookUpResult });

export const useLookUpResult = (config?: MutationConfig<ExamResult, ResultLookupQuery>) =>
  useMutation({ ...config, ...lookUpResultMutationOptions() });
