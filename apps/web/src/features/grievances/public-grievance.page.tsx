import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  GRIEVANCE_ANONYMOUS_CATEGORIES,
  anonymousGrievanceSchema,
  grievanceTrackSchema,
  LONG_TEXT_MAX,
  SHORT_CODE_MAX,
  TITLE_MAX,
  type AnonymousReceipt,
  type GrievanceDetail,
} from '@campus/shared';
import { FormSelect, FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { PublicShell } from '../../components/public-shell';
import { useFormat } from '../../lib/format';
import { signInAndReturn } from '../../lib/next-page';
import { useAnonymousSettings, useFileAnonymously, useTrackGrievance } from './api/public';
import { categoryChoices, chosen } from './components/grievance-parts';
import { GrievanceView } from './components/grievance-view';

const MY_GRIEVANCES = '/app/My Grievances';

const fileFormSchema = anonymousGrievanceSchema.extend({ category: chosen('Category', anonymousGrievanceSchema.shape.category) });

/** The grievance received: its number and code, to be kept, and the day its decision is due. */
function Receipt({ receipt: r }: { receipt: AnonymousReceipt }) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = (key: string, values?: Record<string, unknown>) => t(`grievances.public.${key}`, values);
  const big = { fontWeight: 700, fontFamily: 'monospace', color: 'primary.main', overflowWrap: 'anywhere' } as const;
  return (
    <Box role="status" data-testid="anonymous-receipt">
      <Alert severity="success" sx={{ mb: 2 }}>
        {text('received')}
      </Alert>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Box>
          <Typography component="dt" color="text.secondary">
            {text('number')}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, ...big }} data-testid="anonymous-number">
            {r.number}
          </Typography>
        </Box>
        <Box>
          <Typography component="dt" color="text.secondary">
            {text('code')}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, ...big }} data-testid="anonymous-code">
            {r.code}
          </Typography>
        </Box>
      </Box>
      <Alert severity="warning" sx={{ mt: 2 }}>
        {text('keep')}
      </Alert>
      <Typography sx={{ mt: 1 }}>{text('due', { day: f.day(r.dueOn) })}</Typography>
    </Box>
  );
}

/** File without a name: ragging, or harassment or discrimination; a subject and what happened. */
function AnonymousForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [receipt, setReceipt] = useState<AnonymousReceipt | null>(null);
  const form = useZodForm(fileFormSchema, { category: '', subject: '', description: '' });
  const file = useFileAnonymously({
    onSuccess: (r) => {
      setReceipt(r);
      form.reset();
    },
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('grievances.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const field = (key: string) => t(`grievances.mine.fields.${key}`);
  return (
    <Paper component="section" aria-labelledby="anonymous-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="anonymous-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('grievances.public.fileHeading')}
      </Typography>
      {receipt ? (
        <Receipt receipt={receipt} />
      ) : (
        <Box
          component="form"
          noValidate
          aria-label={t('grievances.public.fileHeading')}
          onSubmit={(e) => {
            e.preventDefault();
            void form.handleSubmit((input) => file.mutate(input))();
          }}
          sx={{ display: 'grid', gap: 2 }}
        >
          <FormSelect
            control={form.control}
            name="category"
            id="anonymous-category"
            label={field('category')}
            required
            options={categoryChoices(t, GRIEVANCE_ANONYMOUS_CATEGORIES)}
          />
          <FormTextField
            control={form.control}
            name="subject"
            id="anonymous-subject"
            label={field('subject')}
            required
            slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
          />
          <FormTextField
            control={form.control}
            name="description"
            id="anonymous-description"
            label={field('description')}
            helperText={field('descriptionHint')}
            required
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: LONG_TEXT_MAX } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={file.isPending}>
              {t('grievances.public.submit')}
            </Button>
          </Box>
        </Box>
      )}
    </Paper>
  );
}

/** Follow a grievance filed without a name: its number and code show it, to read. */
function TrackForm({ onFound }: { onFound: (g: GrievanceDetail) => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(grievanceTrackSchema, { number: '', code: '' });
  const track = useTrackGrievance({
    onSuccess: onFound,
    onError: (err) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(err.message, { variant: 'error' });
    },
  });
  const text = (key: string) => t(`grievances.public.${key}`);
  return (
    <Paper component="section" aria-labelledby="track-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="track-heading" variant="h6" component="h2">
        {text('trackHeading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text('trackHint')}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label={text('trackHeading')}
        onSubmit={(e) => {
          e.preventDefault();
          void form.handleSubmit((input) => track.mutate(input))();
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <FormTextField
          control={form.control}
          name="number"
          id="track-number"
          label={text('trackNumber')}
          required
          slotProps={{ htmlInput: { maxLength: SHORT_CODE_MAX, autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ flex: '1 1 200px' }}
        />
        <FormTextField
          control={form.control}
          name="code"
          id="track-code"
          label={text('trackCode')}
          required
          slotProps={{ htmlInput: { maxLength: SHORT_CODE_MAX, autoComplete: 'off', spellCheck: false } }}
          sx={{ flex: '1 1 160px' }}
        />
        <Button type="submit" variant="contained" disabled={track.isPending} sx={{ mt: 1 }}>
          {text('track')}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * `/grievance`: without signing in, a grievance of ragging or harassment filed without a name when
 * the college takes them, answered with a number and a code; and one such grievance followed by
 * them, read as its filer would. When the college does not take them, it says where to sign in.
 */
export function PublicGrievancePage() {
  const { t } = useTranslation();
  const settings = useAnonymousSettings();
  const [tracked, setTracked] = useState<GrievanceDetail | null>(null);
  const text = (key: string, values?: Record<string, unknown>) => t(`grievances.public.${key}`, values);
  return (
    <PublicShell title={text('title')} titleLink="/grievance">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {text('heading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {settings.isPending && <Skeleton variant="rounded" height={200} />}
        {settings.isError && <Alert severity="error">{text('loadFailed', { message: settings.error.message })}</Alert>}
        {settings.data?.anonymousOn === false && (
          <Alert
            severity="info"
            data-testid="anonymous-off"
            action={
              <Button color="inherit" size="small" component={RouterLink} to={signInAndReturn(MY_GRIEVANCES)}>
                {text('signIn')}
              </Button>
            }
          >
            {text('off')}
          </Alert>
        )}
        {settings.data?.anonymousOn && (
          <>
            <Typography color="text.secondary">{text('intro')}</Typography>
            <AnonymousForm />
          </>
        )}
        <TrackForm onFound={setTracked} />
        {tracked && (
          <Box aria-live="polite">
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('grievances.detail.title', { number: tracked.number })}
            </Typography>
            <GrievanceView grievance={tracked} files={false} />
          </Box>
        )}
      </Box>
    </PublicShell>
  );
}
