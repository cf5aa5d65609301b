import { serverText, type ServerText } from '@campus/shared';
import type { DriveRecord, PlacementsRepository, StandingRecord } from './placements.repository.js';

type Places = Awaited<ReturnType<PlacementsRepository['places']>>;

/** Rupees as India writes them: 12,50,000. */
export const rupees = (n: number) => n.toLocaleString('en-IN');
/** A CGPA as a reader writes it: 7 → 7.0, 6.83 → 6.83. */
const cgpaText = (n: number) => (Number.isInteger(n * 10) ? n.toFixed(1) : n.toFixed(2));

/**
 * What keeps a student from a drive, each criterion in words; none when eligible. Judged from the
 * college's records alone: programme, branch, passing-out batch, CGPA and active backlogs from the
 * published results, gender, the opt-out, and a held offer against the setting's multiple.
 */
export function reasonsOf(d: DriveRecord, s: StandingRecord, places: Places, multiple: number): ServerText[] {
  const reasons: ServerText[] = [];
  const codes = (ids: number[], list: { id: number; code?: string; name?: string }[]) =>
    ids
      .map((id) => list.find((x) => x.id === id))
      .map((x) => x?.code ?? x?.name ?? '')
      .join(', ');
  if (s.status !== 'active') reasons.push(serverText('placements.reasonNotActive', { status: s.status }));
  if (!d.courseIds.includes(s.courseId))
    reasons.push(serverText('placements.reasonProgramme', { programmes: codes(d.courseIds, places.courses), programme: s.programme }));
  if (d.branchIds.length > 0 && !d.branchIds.includes(s.branchId))
    reasons.push(serverText('placements.reasonBranch', { branches: codes(d.branchIds, places.branches), branch: s.branch }));
  if (!d.batchIds.includes(s.batchId))
    reasons.push(serverText('placements.reasonBatch', { batches: codes(d.batchIds, places.batches), batch: s.batch }));
  if (d.minCgpa !== null) {
    if (s.cgpa === null) reasons.push(serverText('placements.reasonNoCgpa', { min: cgpaText(d.minCgpa) }));
    else if (s.cgpa < d.minCgpa) reasons.push(serverText('placements.reasonCgpa', { cgpa: cgpaText(s.cgpa), min: cgpaText(d.minCgpa) }));
  }
  if (d.maxBacklogs !== null && s.backlogs > d.maxBacklogs)
    reasons.push(serverText('placements.reasonBacklogs', { count: String(s.backlogs), max: String(d.maxBacklogs) }));
  if (d.gender !== null && (s.gender ?? '').toUpperCase() !== d.gender)
    reasons.push(serverText('placements.reasonGender', { gender: d.gender === 'FEMALE' ? 'women' : 'men' }));
  if (s.optedOutOn) reasons.push(serverText('placements.reasonOptedOut'));
  if (s.bestOfferRupees !== null && d.ctcRupees < s.bestOfferRupees * multiple)
    reasons.push(
      serverText('placements.reasonMultiple', {
        best: rupees(s.bestOfferRupees),
        least: rupees(Math.ceil(s.bestOfferRupees * multiple)),
      }),
    );
  return reasons;
}
