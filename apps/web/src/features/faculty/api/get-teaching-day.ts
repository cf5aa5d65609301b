import { useQuery } from '@tanstack/react-query';
import { collegeToday, type ClassesOfDay, type MarkClasses } from '@campus/shared';
import { api } from '../../../lib/api';

/**
 * `GET attendance/classes?date=`: the signed-in teacher's classes of today and their registers'
 * states, and the registers of the last fortnight still not marked. Kept under the attendance
 * screen's key, so a register marked there shows here at once.
 */
export const useTodaysClasses = (enabled = true) => {
  const date = collegeToday();
  return useQuery({
    queryKey: ['attendance', 'classes', date],
    queryFn: () => api<ClassesOfDay>('attendance/classes', { query: { date } }),
    enabled,
  });
};

/** `GET internal-marks/classes`: the signed-in teacher's classes and how far their internal marks are. */
export const useMarkClasses = (enabled = true) =>
  useQuery({ queryKey: ['internal-marks', 'classes'], queryFn: () => api<MarkClasses>('internal-marks/classes'), enabled });
