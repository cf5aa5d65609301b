import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { AchievementChangeAnswer, SaveAchievementInput } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

/** `POST savefacultyAchievements`: a new achievement, or with `id` an edit of a saved one. */
export const saveAchievement = (input: SaveAchievementInput) =>
  api<AchievementChangeAnswer>('savefacultyAchievements', { method: 'POST', body: input });

export const saveAchievementMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: saveAchievement,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['faculty'] }),
  });

export const useSaveAchievement = (config?: MutationConfig<AchievementChangeAnswer, SaveAchievementInput>) =>
  useFeatureMutation(saveAchievementMutationOptions, config);
