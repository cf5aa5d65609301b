import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseView } from '@campus/shared';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

/** `courses/view`: the courses of the alumni history form. */
export const getCourses = () => api<CourseView[]>('courses/view');

export const getCoursesQueryOptions = () =>
  queryOptions({ queryKey: masterListKey('courses'), queryFn: getCourses, staleTime: 5 * 60_000 });

export const useCourses = () => useQuery(getCoursesQueryOptions());
