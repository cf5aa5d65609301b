import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface FigureCardProps {
  label: string;
  value: ReactNode;
  detail?: string;
  /** The screen behind the figure, or `#id` for a part of the same page. */
  to: string;
  testId: string;
}

/** A dashboard figure: its name, the number, and a link to what is behind it. */
export function FigureCard({ label, value, detail, to, testId }: FigureCardProps) {
  // The number's size follows the card's width (a container query): a sum of money stays on one line on a phone.
  const inner = (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, containerType: 'inline-size' }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        sx={{ fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap', fontSize: 'clamp(1rem, 11cqi, 2.125rem)' }}
        data-testid={testId}
      >
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Box>
  );
  return (
    <Card variant="outlined">
      {to.startsWith('#') ? (
        <CardActionArea component="a" href={to} sx={{ height: '100%' }}>
          {inner}
        </CardActionArea>
      ) : (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {inner}
        </CardActionArea>
      )}
    </Card>
  );
}

/** Figures side by side: two on a phone, four from a large screen. */
export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      {children}
    </Box>
  );
}
