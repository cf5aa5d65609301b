import type { FastifyBaseLogger } from 'fastify';
import { createIntervalJob } from '../../lib/interval-job.js';
import type { HoldsService } from './holds.service.js';

export interface HoldExpiryJobsDeps {
  holds: Pick<HoldsService, 'expireHolds'>;
  /** Minutes between runs; 0 = none by itself (tests run one). */
  intervalMinutes: number;
  log?: FastifyBaseLogger;
}

/**
 * Expiry of holds not collected by their last day, on a timer (and once at start): the business
 * date decides, so a run at any hour of the day after the last day expires them. Several servers may
 * run at once: each hold is expired in a transaction that locks its copy and its row, and a hold
 * already expired is left alone.
 */
export const createHoldExpiryJobs = ({ holds, intervalMinutes, log }: HoldExpiryJobsDeps) =>
  createIntervalJob({ name: 'hold expiry', run: () => holds.expireHolds(), intervalMinutes, log });

export type HoldExpiryJobs = ReturnType<typeof createHoldExpiryJobs>;
