import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Achievement, AchievementChangeAnswer } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

/** `DELETE deletefacultyAchiveMent` with the achievement as its body. */
export const deleteAchievement = (achievement: Achievement) =>
  api<AchievementChangeAnswer>('deletefacultyAchiveMent', { method: 'DELETE', body: achievement });

export const deleteAchievementMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: deleteAchievement,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['faculty'] }),
  });

export const useDeleteAchievement = (config?: MutationConfig<AchievementChangeAnswer, Achievement>) =>
  useFeatureMutation(deleteAchievementMutationOptions, config);
