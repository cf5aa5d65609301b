import type { FastifyBaseLogger } from 'fastify';
import { createIntervalJob } from '../../lib/interval-job.js';
import type { TransportService } from './transport.service.js';

export interface PaperWarningJobsDeps {
  transport: Pick<TransportService, 'warnOfPapers'>;
  /** Minutes between runs; 0 = none by itself (tests run one). */
  intervalMinutes: number;
  log?: FastifyBaseLogger;
}

/**
 * The transport office told of vehicles' papers lapsing or lapsed, on a timer (and once at start):
 * the business date decides which papers are due, and each is told once, whichever server runs.
 */
export const createPaperWarningJobs = ({ transport, intervalMinutes, log }: PaperWarningJobsDeps) =>
  createIntervalJob({ name: 'paper warnings', run: () => transport.warnOfPapers(), intervalMinutes, log });

export type PaperWarningJobs = ReturnType<typeof createPaperWarningJobs>;
