import ChevronRight from '@mui/icons-material/ChevronRight';
import { Alert, List, ListItem, ListItemButton, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useExamTitles } from './api/get-exam-titles';
import { PublicShell } from '../../components/public-shell';

/** `/examresults`: the published exam titles, each leading to its results page. */
export function ExamTitlesPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const titles = useExamTitles();
  const empty = titles.isSuccess && titles.data.length === 0;
  useEffect(() => {
    if (empty) enqueueSnackbar(t('results.noTitles'), { variant: 'info' });
  }, [empty, enqueueSnackbar, t]);
  return (
    <PublicShell title={t('results.title')} titleLink="/examresults">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('results.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('results.titlesSubtitle')}
      </Typography>
      {titles.isLoading && <Skeleton variant="rounded" height={160} />}
      {titles.isError && <Alert severity="error">{t('results.noTitles')}</Alert>}
      {empty && <Alert severity="info">{t('results.noTitles')}</Alert>}
      {titles.isSuccess && titles.data.length > 0 && (
        <Paper>
          <List disablePadding>
            {titles.data.map((title, i) => (
              <ListItem key={title} disablePadding>
                <ListItemButton component={Link} to={`/results/${encodeURIComponent(title)}`} divider={i < titles.data.length - 1}>
                  <ListItemText primary={title} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                  <ChevronRight color="action" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </PublicShell>
  );
}
