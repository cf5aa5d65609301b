import AddOutlined from '@mui/icons-material/AddOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Achievement, AchievementsQuery, EditAchievementForm, NewAchievementForm } from '@campus/shared';
import { PageHeader } from '../../components/page-header';
import { serverMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { achievementScope } from './achievement-scope';
import { useDeleteAchievement } from './api/delete-achievement';
import { useAchievements } from './api/get-achievements';
import { useSaveAchievement } from './api/save-achievement';
import { DeleteDialog, EditDialog, NewDialog, SearchDialog } from './components/achievement-dialogs';
import { AchievementsTable } from './components/achievements-table';

type Open =
  { kind: 'search' } | { kind: 'new' } | { kind: 'edit'; achievement: Achievement } | { kind: 'delete'; achievement: Achievement } | null;

/** Faculty achievements (001 §2, §5, §7, §8): Search and New, the results table, Edit and Delete. */
export function AchievementsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const user = useSession();
  const scope = achievementScope(user);
  // A faculty member's choices are known: their program and their own name.
  const preset =
    scope === 'own'
      ? { facultyDept: user?.program ?? '', facultyName: user?.fullName ?? '' }
      : { facultyDept: user?.program && scope === 'department' ? user.program : '', facultyName: '' };
  // A faculty member sees their own achievements at once: there is no one else to search for.
  const own = scope === 'own' && preset.facultyDept && preset.facultyName ? preset : null;
  const [search, setShown] = useState<AchievementsQuery | null>(own);
  // The dialogs start from the last search, also after an edit or a delete has cleared the results.
  const [lastSearch, setLastSearch] = useState<AchievementsQuery | null>(own);
  const setSearch = (next: AchievementsQuery | null) => {
    setShown(next);
    if (next) setLastSearch(next);
  };
  const [open, setOpen] = useState<Open>(null);
  const results = useAchievements(search);
  const save = useSaveAchievement();
  const remove = useDeleteAchievement();

  const warn = (message: string) => enqueueSnackbar(message, { variant: 'warning' });
  const failed = (err: Error) => enqueueSnackbar(err.message, { variant: 'error' });
  const done = (answer: Parameters<typeof serverMessage>[0]) => enqueueSnackbar(serverMessage(answer), { variant: 'success' });

  // The dialogs hand over what the shared schema made of their fields: trimmed, as the server checks them.
  const saveNew = (values: NewAchievementForm) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        done(answer);
        setOpen(null);
        setSearch({ facultyDept: values.departmentName, facultyName: values.facultyName });
      },
      onError: failed,
    });
  // After an edit or a delete the results clear (001 §4).
  const saveEdit = (achievement: Achievement, values: EditAchievementForm) =>
    save.mutate(
      { ...achievement, ...values },
      {
        onSuccess: (answer) => {
          done(answer);
          setOpen(null);
          setSearch(null);
        },
        onError: failed,
      },
    );
  const deleteOne = (achievement: Achievement) =>
    remove.mutate(achievement, {
      onSuccess: (answer) => {
        done(answer);
        setOpen(null);
        setSearch(null);
      },
      onError: failed,
    });

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={t('faculty.title')}
        subtitle={t(`faculty.subtitle.${scope}`, { program: user?.program ?? '' })}
        actions={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="outlined" startIcon={<SearchOutlined />} onClick={() => setOpen({ kind: 'search' })}>
              {t('faculty.search')}
            </Button>
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setOpen({ kind: 'new' })}>
              {t('faculty.new')}
            </Button>
          </Box>
        }
      />
      <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
        {search && (
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5, px: 0.5 }} data-testid="achievements-for">
            {t('faculty.resultsFor', { faculty: search.facultyName, department: search.facultyDept })}
          </Typography>
        )}
        {!search ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('faculty.searchFirst')}
          </Typography>
        ) : results.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={t('faculty.loading')} />
          </Box>
        ) : results.isError ? (
          <Alert severity="error">{results.error.message}</Alert>
        ) : results.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('faculty.noAchievements')}
          </Typography>
        ) : (
          <AchievementsTable
            rows={results.data}
            onEdit={(achievement) => setOpen({ kind: 'edit', achievement })}
            onDelete={(achievement) => setOpen({ kind: 'delete', achievement })}
          />
        )}
      </Paper>

      {open?.kind === 'search' && (
        <SearchDialog
          open
          initial={lastSearch ?? preset}
          onClose={() => setOpen(null)}
          onSearch={(values) => {
            setSearch(values);
            setOpen(null);
          }}
          warn={warn}
        />
      )}
      {open?.kind === 'new' && (
        <NewDialog open initial={lastSearch ?? preset} busy={save.isPending} onClose={() => setOpen(null)} onSave={saveNew} warn={warn} />
      )}
      {open?.kind === 'edit' && (
        <EditDialog
          achievement={open.achievement}
          busy={save.isPending}
          onClose={() => setOpen(null)}
          onSave={(values) => saveEdit(open.achievement, values)}
          warn={warn}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteDialog
          achievement={open.achievement}
          busy={remove.isPending}
          onClose={() => setOpen(null)}
          onDelete={() => deleteOne(open.achievement)}
        />
      )}
    </Box>
  );
}
