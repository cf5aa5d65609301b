import { Alert, CircularProgress, Paper, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled panel of a dashboard. */
export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} id={id}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5, px: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** What a section says when it has nothing to show yet. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ p: 1 }}>
      {children}
    </Typography>
  );
}

/** The figures of a query: a spinner while they load, the server's message when they cannot. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T, Error>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <CircularProgress aria-label={t('dashboards.loading')} />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  return <>{children(query.data)}</>;
}

export const count = (n: number) => n.toLocaleString('en-IN');
export const percentText = (p: number) => `${p.toLocaleString('en-IN')} %`;
