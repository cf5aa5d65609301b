import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useLibraryClearance } from '../api/get-library-clearance';

/** A student registering as an alumnus is told whether the library has cleared them, and what stands in the way. */
export function LibraryClearanceNote() {
  const { t } = useTranslation();
  const isStudent = Boolean(useSession()?.roles.includes('ROLE_STUDENT'));
  const clearance = useLibraryClearance(isStudent);
  if (!clearance.data) return null;
  const { cleared, reasons } = clearance.data;
  return (
    <Alert severity={cleared ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="alumni-library-clearance">
      {cleared ? (
        t('alumni.registration.libraryCleared')
      ) : (
        <>
          {t('alumni.registration.libraryNotCleared')}
          {reasons.map((r) => (
            <Box key={r.key ?? r.message}>{serverMessage(r)}</Box>
          ))}
        </>
      )}
    </Alert>
  );
}
