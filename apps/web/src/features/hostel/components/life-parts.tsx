import { Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  HOSTEL_COMPLAINT_CATEGORIES,
  type HostelComplaint,
  type HostelComplaintCategory,
  type HostelLeave,
  type HostelLeaveKind,
} from '@campus/shared';
import type { PagedColumn } from '../../../components/paged-table';
import { useFormat, type Format } from '../../../lib/format';

type T = (key: string, values?: Record<string, unknown>) => string;

/** An outing or a leave, in words. */
export const leaveKindText = (t: T, kind: HostelLeaveKind) => t(`hostel.leaveKinds.${kind}`);

/** What kind of fault a complaint is, in words: `Plumbing`. */
export const categoryText = (t: T, category: HostelComplaintCategory) => t(`hostel.complaintCategories.${category}`);

/** The kinds of fault as a form's choices. */
export const categoryChoices = (t: T) => HOSTEL_COMPLAINT_CATEGORIES.map((c) => ({ value: c, label: categoryText(t, c) }));

/** A request's days in words: `18-12-2026 to 21-12-2026`, or the one day of an outing. */
export const leaveDaysText = (t: T, f: Format, l: Pick<HostelLeave, 'fromDate' | 'toDate'>) =>
  l.fromDate === l.toDate ? f.day(l.fromDate) : t('hostel.days', { from: f.day(l.fromDate), to: f.day(l.toDate) });

/** A complaint's room in words: `Room 105, BH-1`. */
const complaintRoomText = (t: T, c: Pick<HostelComplaint, 'room'>) => t('hostel.roomPlace', { number: c.room.number, block: c.room.block });

const LEAVE_COLOURS = { pending: 'warning', approved: 'success', refused: 'error', cancelled: 'default' } as const;
const COMPLAINT_COLOURS = { open: 'warning', inProgress: 'primary', resolved: 'success' } as const;

/** A request's status as a chip: waiting in the warning colour, approved in green, refused in red. */
function LeaveStatusChip({ leave }: { leave: Pick<HostelLeave, 'status'> }) {
  const { t } = useTranslation();
  const colour = LEAVE_COLOURS[leave.status];
  return (
    <Chip
      size="small"
      color={colour}
      variant={leave.status === 'pending' ? 'outlined' : 'filled'}
      label={t(`hostel.leaveStatuses.${leave.status}`)}
    />
  );
}

/** A complaint's status as a chip: open in the warning colour, in progress in the college's colour, resolved in green. */
function ComplaintStatusChip({ complaint }: { complaint: Pick<HostelComplaint, 'status'> }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COMPLAINT_COLOURS[complaint.status]}
      variant={complaint.status === 'open' ? 'outlined' : 'filled'}
      label={t(`hostel.complaintStatuses.${complaint.status}`)}
    />
  );
}

/** Who is away, where and why: the columns of a request, shared with the student's own list. */
export function useLeaveColumns({ withStudent }: { withStudent: boolean }): PagedColumn<HostelLeave>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`hostel.leave.columns.${key}`);
  const student: PagedColumn<HostelLeave>[] = [
    {
      key: 'student',
      header: col('student'),
      card: 'title',
      cell: (l) => (
        <>
          {l.student.fullName}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {l.student.rollNumber}
          </Box>
        </>
      ),
      sx: { fontWeight: 600, minWidth: 160 },
    },
    { key: 'place', header: col('place'), cell: (l) => l.student.place ?? t('hostel.none'), nowrap: true },
  ];
  return [
    ...(withStudent ? student : []),
    {
      key: 'kind',
      header: col('kind'),
      card: withStudent ? undefined : 'title',
      cell: (l) => leaveKindText(t, l.kind),
    },
    { key: 'days', header: col('days'), card: 'primary', cell: (l) => leaveDaysText(t, f, l), sx: { minWidth: 120 } },
    { key: 'destination', header: col('destination'), cell: (l) => l.destination },
    { key: 'reason', header: col('reason'), cell: (l) => l.reason, sx: { minWidth: 160 } },
    {
      key: 'status',
      header: col('status'),
      cell: (l) => (
        <>
          <LeaveStatusChip leave={l} />
          {l.note && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {l.note}
            </Typography>
          )}
        </>
      ),
    },
  ];
}

/** What is wrong where, who said so and when, and where it stands: shared with the student's own list. */
export function useComplaintColumns({ withRoom }: { withRoom: boolean }): PagedColumn<HostelComplaint>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`hostel.complaints.columns.${key}`);
  const room: PagedColumn<HostelComplaint> = {
    key: 'room',
    header: col('room'),
    card: 'title',
    cell: (c) => complaintRoomText(t, c),
    nowrap: true,
    sx: { fontWeight: 600 },
  };
  return [
    ...(withRoom ? [room] : []),
    {
      key: 'category',
      header: col('category'),
      card: withRoom ? undefined : 'title',
      cell: (c) => categoryText(t, c.category),
    },
    { key: 'description', header: col('description'), card: 'primary', cell: (c) => c.description, sx: { minWidth: 180 } },
    {
      key: 'reported',
      header: col('reported'),
      card: 'secondary',
      cell: (c) => t('hostel.complaints.reportedBy', { by: c.reportedBy, at: f.dateTime(c.reportedAt) }),
    },
    { key: 'status', header: col('status'), cell: (c) => <ComplaintStatusChip complaint={c} /> },
    { key: 'note', header: col('note'), cell: (c) => c.note ?? t('hostel.none') },
  ];
}
