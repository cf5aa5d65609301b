import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { GRIEVANCE_ENTRY_KINDS, type GrievanceDetail } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { useFormat } from '../../lib/format';
import { useGrievance } from './api/grievances';
import { AppealDialog, AssignDialog, DecisionDialog, EntryDialog, type EntryKind } from './components/grievance-dialogs';
import { GrievanceView } from './components/grievance-view';

type Acting = { step: 'assign' | 'decide' | 'award' | 'appeal' } | { step: 'entry'; kind: EntryKind } | null;

/** What this reader may do with the grievance, as the server's `may` says: each opens its form. */
function Actions({ grievance: g, onAct }: { grievance: GrievanceDetail; onAct: (acting: Acting) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const label = (key: string) => t(`grievances.detail.actions.${key}`);
  const { may } = g;
  const any = may.assign || may.record || may.decide || may.decideAppeal;
  return (
    <>
      {any && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }} data-testid="grievance-actions">
          {may.assign && (
            <Button variant="contained" onClick={() => onAct({ step: 'assign' })}>
              {label('assign')}
            </Button>
          )}
          {may.record &&
            GRIEVANCE_ENTRY_KINDS.map((kind) => (
              <Button key={kind} variant="outlined" onClick={() => onAct({ step: 'entry', kind })}>
                {label(kind)}
              </Button>
            ))}
          {may.decide && (
            <Button variant="contained" color="success" onClick={() => onAct({ step: 'decide' })}>
              {label('decide')}
            </Button>
          )}
          {may.decideAppeal && (
            <Button variant="contained" onClick={() => onAct({ step: 'award' })}>
              {label('decideAppeal')}
            </Button>
          )}
        </Box>
      )}
      {may.appeal && (
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => onAct({ step: 'appeal' })}>
              {label('appeal')}
            </Button>
          }
        >
          {t('grievances.detail.appealBy', { day: g.appealBy ? f.day(g.appealBy) : '' })}
        </Alert>
      )}
    </>
  );
}

/** The dialog of the step being taken. */
function ActingDialog({ grievance, acting, onClose }: { grievance: GrievanceDetail; acting: NonNullable<Acting>; onClose: () => void }) {
  if (acting.step === 'assign') return <AssignDialog grievance={grievance} onClose={onClose} />;
  if (acting.step === 'entry') return <EntryDialog grievance={grievance} kind={acting.kind} onClose={onClose} />;
  if (acting.step === 'appeal') return <AppealDialog grievance={grievance} onClose={onClose} />;
  return <DecisionDialog grievance={grievance} award={acting.step === 'award'} onClose={onClose} />;
}

/**
 * `/app/Grievance/:id`: one grievance as its reader may see it (the filer, the committee, the
 * principal; to anyone else the server says there is no such grievance), with its timeline and the
 * steps this reader may take: assign, record a hearing, reply or note, decide, appeal, the award.
 */
export function GrievancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const grievanceId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : 0;
  const found = useGrievance(grievanceId);
  const [acting, setActing] = useState<Acting>(null);
  const g = found.data;
  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageHeader
        title={t('grievances.detail.title', { number: g?.number ?? '' })}
        actions={
          <Button startIcon={<ArrowBack />} onClick={() => void navigate(-1)}>
            {t('grievances.detail.back')}
          </Button>
        }
      />
      {found.isPending && <Skeleton variant="rounded" height={320} />}
      {found.isError && <Alert severity="error">{found.error.message}</Alert>}
      {g && <GrievanceView grievance={g} actions={<Actions grievance={g} onAct={setActing} />} />}
      {g && acting && <ActingDialog grievance={g} acting={acting} onClose={() => setActing(null)} />}
    </Box>
  );
}
