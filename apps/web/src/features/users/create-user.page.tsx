import { Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { CreateUserForm } from './components/create-user-form';

/** Create User: the administrator's own form (ADR 0072); the account is active at once, with the roles chosen. */
export function CreateUserPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('users.createUserTitle')} subtitle={t('users.createUserHint')} />
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        <CreateUserForm />
      </Paper>
    </>
  );
}
