import { Avatar, Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FacultyProfile } from '@campus/shared';
import { useFormat } from '../../../lib/format';
import { useFacultyCount, type FacultyCount } from '../api/get-faculty-count';

/** The four counts of the card (001 §2), each from its own call of the faculty dashboard service. */
const COUNTS: FacultyCount[] = ['publications', 'citations', 'scopus', 'awards'];

function Count({ count, userName }: { count: FacultyCount; userName: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figure = useFacultyCount(count, userName);
  return (
    <Box sx={{ textAlign: 'center', p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }} data-testid={`profile-${count}`}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {figure.isPending ? <Skeleton width={32} sx={{ mx: 'auto' }} /> : figure.isError ? '—' : format.number(figure.data)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`faculty.counts.${count}`)}
      </Typography>
    </Box>
  );
}

const initials = (name: string) =>
  name
    .replace(/^(Dr|Prof|Mr|Mrs|Ms)\.?\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');

/** Name, e-mail, department and the counts of Publications, Citations, Scopus and Awards. */
export function ProfileCard({ profile }: { profile: FacultyProfile }) {
  return (
    <Paper
      sx={{
        p: { xs: 2, md: 3 },
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' },
        alignItems: 'center',
      }}
      data-testid="faculty-profile"
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}>
        <Avatar sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: 24 }}>{initials(profile.fullName)}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {profile.fullName}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
            {profile.email}
          </Typography>
          <Typography color="text.secondary">
            {profile.designation} · {profile.departmentName || profile.department}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}>
        {COUNTS.map((count) => (
          <Count key={count} count={count} userName={profile.userName} />
        ))}
      </Box>
    </Paper>
  );
}
