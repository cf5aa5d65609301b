import Download from '@mui/icons-material/Download';
import Search from '@mui/icons-material/Search';
import { Alert, Box, Breadcrumbs, Button, CircularProgress, Link as MuiLink, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { normalizeRollNumber, parseRollNumber, type ExamResult } from '@campus/shared';
import { ApiRequestError } from '../../lib/api';
import { useDownloadGradeSheet } from './api/download-grade-sheet';
import { useLookUpResult } from './api/look-up-result';
import { PublicShell } from '../../components/public-shell';
import { ResultView } from './components/result-view';

/** A rate-limit answer explains itself (and says how long to wait); anything else gets the spec's message. */
const limitedOr = (err: Error, fallback: string) => (err instanceof ApiRequestError && err.status === 429 ? err.message : fallback);

type Outcome = { kind: 'result'; result: ExamResult } | { kind: 'none'; rollNo: string } | null;

/** `/results/{title}`: roll number in, result and grade sheet out. */
export function ResultLookupPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const title = useParams().title ?? '';
  // A student's own results link carries the roll number: it is looked up at once.
  const [params] = useSearchParams();
  const given = params.get('rollNo') ?? '';
  const [input, setInput] = useState(given);
  const [inputError, setInputError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The box as last typed: an answer that arrives after another roll number was typed is dropped.
  const typed = useRef(given);
  const stillAsked = (rollNo: string) => normalizeRollNumber(typed.current) === normalizeRollNumber(rollNo);

  const lookup = useLookUpResult({
    onSuccess: (result, { rollNo }) => {
      if (stillAsked(rollNo)) setOutcome({ kind: 'result', result });
    },
    onError: (err, { rollNo }) => {
      if (!stillAsked(rollNo)) return;
      if (err instanceof ApiRequestError && err.status === 404) return setOutcome({ kind: 'none', rollNo });
      enqueueSnackbar(limitedOr(err, t('results.failedToGet')), { variant: 'error' });
    },
  });

  const download = useDownloadGradeSheet({
    onSuccess: (downloaded) => {
      if (!downloaded) enqueueSnackbar(t('results.noDataToDownload'), { variant: 'warning' });
    },
    onError: (err) => enqueueSnackbar(limitedOr(err, t('results.failedToDownload')), { variant: 'error' }),
  });

  useEffect(() => {
    const rollNo = parseRollNumber(given);
    if (rollNo) lookup.mutate({ rollNo, examTitle: title });
    // Once, for the roll number the address gave.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const rollNo = parseRollNumber(input);
    if (!rollNo) {
      setInputError(t('results.enterRollNumber'));
      enqueueSnackbar(t('results.enterRollNumber'), { variant: 'warning', preventDuplicate: true });
      return;
    }
    lookup.mutate({ rollNo, examTitle: title });
  };

  const shown = outcome?.kind === 'result' ? outcome.result : null;
  return (
    <PublicShell title={t('results.title')} titleLink="/examresults">
      <Breadcrumbs sx={{ mb: 1 }}>
        <MuiLink component={Link} to="/examresults" underline="hover" color="inherit">
          {t('results.allTitles')}
        </MuiLink>
        <Typography color="text.primary" sx={{ overflowWrap: 'break-word' }}>
          {title}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Paper
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <TextField
          label={t('results.rollNumber')}
          value={input}
          onChange={(e) => {
            typed.current = e.target.value;
            setInput(e.target.value);
            setInputError(null);
            setOutcome(null);
          }}
          error={Boolean(inputError)}
          helperText={inputError ?? t('results.rollNumberHint')}
          autoComplete="off"
          autoFocus
          sx={{ flex: '1 1 220px' }}
          slotProps={{ htmlInput: { 'aria-label': t('results.rollNumber'), style: { textTransform: 'uppercase' } } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={lookup.isPending ? <CircularProgress size={18} color="inherit" /> : <Search />}
          disabled={lookup.isPending}
          sx={{ mt: 0.5 }}
        >
          {t('results.getResult')}
        </Button>
      </Paper>
      {outcome?.kind === 'none' && (
        <Alert severity="warning" data-testid="no-result">
          {t('results.noResult', { rollNo: outcome.rollNo.toUpperCase() })}
        </Alert>
      )}
      {shown && (
        <>
          <ResultView result={shown} examTitle={title} />
          <Box sx={{ mt: 2, display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-end' } }}>
            <Button
              variant="outlined"
              startIcon={download.isPending ? <CircularProgress size={18} /> : <Download />}
              disabled={download.isPending}
              onClick={() => download.mutate({ rollNo: shown.studentRollNo, examTitle: title })}
              fullWidth={false}
            >
              {t('results.download')}
            </Button>
          </Box>
        </>
      )}
    </PublicShell>
  );
}
