import AttachFile from '@mui/icons-material/AttachFile';
import { Box, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GrievanceDetail, GrievanceEvent } from '@campus/shared';
import { useFormat, type Format } from '../../../lib/format';
import { attachmentUrl } from '../api/grievances';
import { categoryText, filerText, OverdueFlag, outcomeText, StatusChip } from './grievance-parts';

type T = (key: string, values?: Record<string, unknown>) => string;

/** One line of the grievance: what, and its value. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 150 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, minWidth: 0, overflowWrap: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What a step of the timeline was, in words: `Hearing on 02-12-2026`, `Decided: Partly upheld`. */
function eventTitle(t: T, f: Format, e: GrievanceEvent) {
  const key = `grievances.detail.events.${e.kind}`;
  if (e.kind === 'assigned') return t(key, { member: e.text ?? '' });
  if (e.kind === 'hearing') return t(key, { day: e.hearingOn ? f.day(e.hearingOn) : '' });
  if (e.kind === 'decided' || e.kind === 'appealDecided') return t(key, { outcome: e.outcome ? outcomeText(t, e.outcome) : '' });
  return t(key);
}

/** The steps of the grievance, first to last: what, when (as the college's clock showed it), by whom, and what was said. */
function Timeline({ events }: { events: GrievanceEvent[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (events.length === 0) return <Typography color="text.secondary">{t('grievances.detail.noEvents')}</Typography>;
  return (
    <Box
      component="ol"
      aria-label={t('grievances.detail.timeline')}
      data-testid="grievance-timeline"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {events.map((e) => (
        <Box
          component="li"
          key={e.id}
          data-event={e.kind}
          sx={{ position: 'relative', pl: 3, pb: 2, '&:last-of-type': { pb: 0 }, borderLeft: 2, borderColor: 'divider', ml: 1 }}
        >
          <Box
            aria-hidden
            sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }}
          />
          <Typography sx={{ fontWeight: 600 }}>{eventTitle(t, f, e)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {f.wallClock(e.at)}
            {e.by && ` · ${t('grievances.detail.by', { name: e.by })}`}
          </Typography>
          {e.text && e.kind !== 'assigned' && <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>{e.text}</Typography>}
        </Box>
      ))}
    </Box>
  );
}

/** A titled part of the grievance's page. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * A grievance as its reader may see it: where it stands and its days, what happened with its files,
 * and its timeline; `actions` (what this reader may do) show under its head. The anonymous filer
 * following it by number and code reads the same, with no files to open.
 */
export function GrievanceView({
  grievance: g,
  actions,
  files = true,
}: {
  grievance: GrievanceDetail;
  actions?: ReactNode;
  files?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const field = (key: string) => t(`grievances.detail.fields.${key}`);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, minWidth: 0 }}>
      <Paper component="section" aria-labelledby="grievance-subject" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Typography id="grievance-subject" variant="h6" component="h2" sx={{ overflowWrap: 'break-word' }}>
          {g.subject}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          <StatusChip status={g.status} />
          {g.overdue && <OverdueFlag />}
        </Box>
        <Box component="dl" sx={{ m: 0, mt: 1 }} data-testid="grievance-head">
          <Line label={field('category')}>{categoryText(t, g.category)}</Line>
          <Line label={field('filer')}>{filerText(t, g)}</Line>
          <Line label={field('received')}>{f.day(g.receivedOn)}</Line>
          <Line label={field('due')}>{g.overdue ? t('grievances.detail.overdueDay', { day: f.day(g.dueOn) }) : f.day(g.dueOn)}</Line>
          <Line label={field('assigned')}>{g.assignedTo ?? t('grievances.notAssigned')}</Line>
          {g.outcome && <Line label={field('outcome')}>{outcomeText(t, g.outcome)}</Line>}
        </Box>
        {actions}
      </Paper>
      <Part id="grievance-description" title={t('grievances.detail.description')}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>{g.description}</Typography>
        {files && g.attachments.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {t('grievances.detail.attachments')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
              {g.attachments.map((a) => (
                <Box component="li" key={a.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, py: 0.25, minWidth: 0 }}>
                  <AttachFile fontSize="small" color="action" />
                  <Link href={attachmentUrl(g.id, a.id)} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
                    {a.fileName}
                  </Link>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    ({t('grievances.detail.size', { kb: Math.max(1, Math.round(a.bytes / 1024)) })})
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </Part>
      <Part id="grievance-timeline-heading" title={t('grievances.detail.timeline')}>
        <Timeline events={g.events} />
      </Part>
    </Box>
  );
}
