import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { LibraryClearanceNote } from './components/library-clearance-note';
import { RegistrationForm } from './components/registration-form';

/** `/app/Alumni/Registration Form` (001 §2): alumni, students and the admin register an alumnus. */
export function AlumniRegistrationPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('alumni.registration.title')} subtitle={t('alumni.registration.subtitle')} />
      <LibraryClearanceNote />
      <RegistrationForm />
    </Box>
  );
}
