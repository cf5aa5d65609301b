import Block from '@mui/icons-material/Block';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES } from '@campus/shared';
import { keyedMessage } from '../lib/api';
import { useLandingRoute } from '../lib/session';

/** A screen the user's roles may not use, opened by its address: the spec's refusal, before any call. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const landing = useLandingRoute() ?? '/app/';
  return (
    <Paper data-testid="forbidden" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto', mt: 4 }}>
      <Block color="error" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h5" component="h1" gutterBottom>
        {keyedMessage('access.forbidden', MESSAGES.forbidden)}
      </Typography>
      <Box sx={{ mt: 3 }}>
        <Button variant="outlined" component={Link} to={landing}>
          {t('common.goToDashboard')}
        </Button>
      </Box>
    </Paper>
  );
}
