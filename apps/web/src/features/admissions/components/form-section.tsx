import { Box, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One titled part of an admission form: its fields in a grid of up to `columns` columns. */
export function FormSection({ title, columns = 3, children }: { title: string; columns?: 3 | 4; children: ReactNode }) {
  const titleId = useId();
  const wide = columns === 4 ? '1fr 1fr 1fr 1fr' : '1fr 1fr 1fr';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: wide } }}>{children}</Box>
    </Paper>
  );
}
