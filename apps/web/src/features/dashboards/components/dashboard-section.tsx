import { Alert, Box, CircularProgress, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
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
  // Until the figures arrive they are taken to fill the screen: what follows them (the quick links)
  // starts below it, so it does not jump down when they come.
  if (query.isPending)
    return (
      <Box sx={{ minHeight: '100vh' }}>
        <CircularProgress aria-label={t('dashboards.loading')} />
      </Box>
    );
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  return <>{children(query.data)}</>;
}

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** Hidden on a phone, where the table would otherwise scroll sideways. */
  wide?: boolean;
  nowrap?: boolean;
}

/** A small table of a dashboard, named for screen readers by its section's title. */
export function FigureTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}) {
  const sx = (c: Column<T>) => ({
    ...(c.wide ? { display: { xs: 'none', sm: 'table-cell' } } : {}),
    // Words break only where they cannot fit; numbers never (`align: 'right'` columns hold counts and sums).
    ...(c.nowrap || c.align === 'right' ? { whiteSpace: 'nowrap' } : { overflowWrap: 'break-word' }),
  });
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label} align={c.align} sx={sx(c)}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align} sx={sx(c)}>
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
