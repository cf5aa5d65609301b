import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Money still owed (a stay's fees, a bus pass): what is owed, and the way to Pay Fees. */
export function OwedAlert({ children, pay }: { children: ReactNode; pay: string }) {
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      action={
        <Button component={RouterLink} to="/app/Fees/Pay Fees" color="inherit" size="small">
          {pay}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
