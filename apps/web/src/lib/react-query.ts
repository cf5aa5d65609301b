import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';

/** What a screen adds to a feature's mutation: its own callbacks (toasts, local state). */
export type MutationConfig<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/**
 * A feature's mutation options with a screen's callbacks on top. The feature's `onSuccess` (its
 * cache invalidation) runs first and is not awaited, then the screen's; the screen's other
 * callbacks are kept as given.
 */
export function withScreenConfig<TData, TVariables>(
  own: UseMutationOptions<TData, Error, TVariables>,
  config: MutationConfig<TData, TVariables> = {},
): UseMutationOptions<TData, Error, TVariables> {
  const [first, then] = [own.onSuccess, config.onSuccess];
  return {
    ...config,
    ...own,
    onSuccess: (...args) => {
      void first?.(...args);
      return then?.(...args);
    },
  };
}

/** `useMutation` for a feature's `xMutationOptions(queryClient)` and a screen's config. */
export function useFeatureMutation<TData, TVariables>(
  options: (queryClient: QueryClient) => UseMutationOptions<TData, Error, TVariables>,
  config?: MutationConfig<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation(withScreenConfig(options(queryClient), config));
}
