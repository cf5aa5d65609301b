import { mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BorrowingRule, Holiday } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { LIBRARY_KEY } from './get-catalogue';

const RULES_KEY = [...LIBRARY_KEY, 'rules'] as const;
const HOLIDAYS_KEY = ['college', 'holidays'] as const;

/** `GET library/rules`: the borrowing rules, per member kind and item kind. */
const getBorrowingRules = () => api<{ rules: BorrowingRule[] }>('library/rules');
export const useBorrowingRules = () => useQuery(queryOptions({ queryKey: RULES_KEY, queryFn: getBorrowingRules }));

/** `PUT library/rules`: a rule set, made if new. */
const saveRuleOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (rule: BorrowingRule) => api<BorrowingRule>('library/rules', { method: 'PUT', body: rule }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });
export const useSaveBorrowingRule = (config?: MutationConfig<BorrowingRule, BorrowingRule>) => useFeatureMutation(saveRuleOptions, config);

/** `GET college/holidays`: the college's holidays from a year ago on. */
const getHolidays = () => api<{ holidays: Holiday[] }>('college/holidays');
export const useCollegeHolidays = () => useQuery(queryOptions({ queryKey: HOLIDAYS_KEY, queryFn: getHolidays }));

const afterHolidays = (queryClient: QueryClient) => () => void queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY });

const addHolidayOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (holiday: Holiday) => api<Holiday>('college/holidays', { method: 'POST', body: holiday }),
    onSuccess: afterHolidays(queryClient),
  });
export const useAddHoliday = (config?: MutationConfig<Holiday, Holiday>) => useFeatureMutation(addHolidayOptions, config);

const removeHolidayOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (day: string) => api<{ holidays: Holiday[] }>(`college/holidays/${day}`, { method: 'DELETE' }),
    onSuccess: afterHolidays(queryClient),
  });
export const useRemoveHoliday = (config?: MutationConfig<{ holidays: Holiday[] }, string>) =>
  useFeatureMutation(removeHolidayOptions, config);
