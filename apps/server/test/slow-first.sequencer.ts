import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration files that take the longest (both engines; seconds as measured in
 * one CI run on two cores), longest first. With no results cache, as in a fresh clone, Vitest starts
 * the largest files first, and these are small files of long work: started last, one of them kept one
 * worker busy for minutes after the other had finished (the suite took 1,079 s for 1,560 s of files
 * on two workers). Started first, the short files fill in beside them.
 */
const SLOW_FILES = [
  'apps/server/test/route-fuzz.int.test.ts', // 210 s
  'apps/server/src/features/auth/auth.int.test.ts', // 163 s
  'apps/server/src/features/operations/backup-restore.int.test.ts', // 84 s
  'apps/server/src/features/payments/orders.int.test.ts', // 72 s
  'apps/server/src/features/results/results.int.test.ts', // 64 s
  'apps/server/src/features/operations/server-start.int.test.ts', // 60 s
  'apps/server/src/cli/create-admin.int.test.ts', // 53 s
  'apps/server/src/features/auth/sign-in-attacks.int.test.ts', // 45 s
  'apps/server/src/demo/seed.int.test.ts', // 39 s
  'apps/server/src/features/notifications/notification-servers.int.test.ts', // 37 s
  'apps/server/src/features/operations/folder-lock.int.test.ts', // 36 s
];

/** Vitest's own order (project by project, largest or slowest files first), with the files above first in their project. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = SLOW_FILES.findIndex((slow) => file.moduleId.endsWith(`/${slow}`));
      return at === -1 ? SLOW_FILES.length : at;
    };
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) => sorted.filter((file) => file.project.name === name).sort((a, b) => rank(a) - rank(b)));
  }
}
