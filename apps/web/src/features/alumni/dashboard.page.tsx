import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Chip, CircularProgress, Link, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AlumniRegistrationEntry } from '@campus/shared';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useMyRegistrations } from './api/get-my-registrations';
import { RegistrationForm } from './components/registration-form';

function Detail({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
        {value}
      </Typography>
    </Box>
  );
}

function RegistrationCard({ entry, onEdit }: { entry: AlumniRegistrationEntry; onEdit: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const f = (name: string) => t(`alumni.fields.${name}`);
  const state = entry.working === 'yes' ? 'working' : entry.working === 'no' ? 'studying' : 'neither';
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="alumni-registration-card">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {entry.name}
          </Typography>
          <Typography color="text.secondary">
            {entry.rollNumber} · {entry.degree} · {entry.branch} · {entry.batch}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Chip size="small" color={state === 'neither' ? 'default' : 'primary'} label={t(`alumni.dashboard.${state}`)} />
          <Button variant="outlined" size="small" startIcon={<Edit />} onClick={onEdit}>
            {t('alumni.dashboard.update')}
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        <Detail label={f('mobileNumber')} value={entry.mobileNumber} />
        <Detail label={f('email')} value={entry.email} />
        <Detail label={f('companyName')} value={entry.companyName} />
        <Detail label={f('jobTitle')} value={entry.jobTitle} />
        <Detail label={f('workAddress')} value={entry.workAddress} />
        <Detail label={f('instituteName')} value={entry.instituteName} />
        <Detail label={f('courseName')} value={entry.courseName} />
        <Detail label={f('eduAddress')} value={entry.eduAddress} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}>
        {entry.file ? (
          <Link href={entry.file} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            {t('alumni.dashboard.file')} <OpenInNew fontSize="inherit" />
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('alumni.dashboard.noFile')}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('alumni.dashboard.updated', { date: format.dayInWords(entry.updatedAt) })}
        </Typography>
      </Box>
    </Paper>
  );
}

/** `/app/Alumni/Alumni Dashboard`: the signed-in alumnus's registration, and its update in place. */
export function AlumniDashboardPage() {
  const { t } = useTranslation();
  const user = useSession();
  const registrations = useMyRegistrations();
  const [editing, setEditing] = useState<number | null>(null);
  const list = registrations.data ?? [];
  const edited = list.find((r) => r.id === editing);

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
        {t('alumni.dashboard.title')}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="dashboard-welcome">
          {t('alumni.dashboard.welcome', { name: user?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{t('alumni.dashboard.subtitle')}</Typography>
      </Box>
      {registrations.isPending && <CircularProgress aria-label={t('alumni.dashboard.title')} />}
      {registrations.isError && <Alert severity="error">{registrations.error.message}</Alert>}
      {registrations.isSuccess && list.length === 0 && (
        <Paper sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ flex: 1, minWidth: 200 }}>{t('alumni.dashboard.none')}</Typography>
          <Button variant="contained" component={RouterLink} to="/app/Alumni/Registration Form">
            {t('alumni.dashboard.register')}
          </Button>
        </Paper>
      )}
      {edited ? (
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
            {t('alumni.dashboard.updateTitle')}
          </Typography>
          <RegistrationForm key={edited.id} initial={edited} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {list.map((entry) => (
            <RegistrationCard key={entry.id} entry={entry} onEdit={() => setEditing(entry.id)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
