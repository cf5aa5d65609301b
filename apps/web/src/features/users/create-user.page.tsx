import { Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { UserRegistrationForm } from './components/user-registration-form';

/** Create User (001 §2): an administrator's account is active at once, with the role chosen. */
export function CreateUserPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('users.createUserTitle')} subtitle={t('users.createUserHint')} />
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <UserRegistrationForm isNew signInType="admin" />
      </Paper>
    </>
  );
}
