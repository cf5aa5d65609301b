import { LRUCache } from 'lru-cache';
import type { UploadProgress } from '@campus/shared';

/**
 * Import progress of large uploads, so the screen can show more than "sending". Kept in memory for
 * ten minutes: progress is a comfort, not data, and each upload is followed on the copy that runs it.
 */
export function createUploadProgress() {
  const cache = new LRUCache<string, UploadProgress>({ max: 1000, ttl: 10 * 60_000 });
  const key = (userId: number, id: string) => `${userId}:${id}`;
  return {
    tracker(userId: number, id: string | undefined) {
      return (progress: UploadProgress) => {
        if (id) cache.set(key(userId, id), progress);
      };
    },
    get: (userId: number, id: string) => cache.get(key(userId, id)),
  };
}

export type UploadProgressStore = ReturnType<typeof createUploadProgress>;
export type ReportProgress = (progress: UploadProgress) => void;
