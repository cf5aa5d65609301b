import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeeProgramme, FeeStructureRow } from '@campus/shared';
import { api } from '../../../lib/api';
import { FEES_KEY } from './get-fee-types';

export const getFeeStructure = () => api<FeeStructureRow[]>('payments/fee-structure');

export const getFeeStructureQueryOptions = () => queryOptions({ queryKey: [FEES_KEY, 'structure'], queryFn: getFeeStructure });

export const useFeeStructure = () => useQuery(getFeeStructureQueryOptions());

/** The courses with their batches and semester counts, for the structure's choices. */
export const getFeeProgrammes = () => api<FeeProgramme[]>('payments/fee-structure/programmes');

export const getFeeProgrammesQueryOptions = () => queryOptions({ queryKey: [FEES_KEY, 'programmes'], queryFn: getFeeProgrammes });

export const useFeeProgrammes = () => useQuery(getFeeProgrammesQueryOptions());
