import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NextAdmissionNumber } from '@campus/shared';
import { api } from '../../../lib/api';

/** The number the next admission will get; every saved or imported admission moves it on. */
export const getNextAdmissionNumber = () => api<NextAdmissionNumber>('generateAdmistionNumber');

export const getNextAdmissionNumberQueryOptions = () =>
  queryOptions({ queryKey: ['admissions', 'nextNumber'], queryFn: getNextAdmissionNumber });

export const useNextAdmissionNumber = () => useQuery(getNextAdmissionNumberQueryOptions());
