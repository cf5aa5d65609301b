/**
 * Query keys shared between features, which may not import each other.
 *
 * Every list built from master data (courses, batches, branches, categories, seat and admission
 * types, agents, key-value lists, …) is cached under the `masterLists` prefix, whoever shows it.
 * A master-data change invalidates the prefix, so no form keeps offering a stale or deactivated entry.
 */
export const MASTER_LISTS = 'masterLists';

/** The key of a list derived from master data: `['masterLists', ...parts]`. */
export const masterListKey = (...parts: readonly unknown[]): unknown[] => [MASTER_LISTS, ...parts];
