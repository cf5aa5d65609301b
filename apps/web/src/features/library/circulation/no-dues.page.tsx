import { Paper } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { MemberClearance } from './member-charges';
import { ScanField } from './scan-field';

/** `/app/Library/No Dues`: the library's no-dues clearance of a member, for the library and the offices a student leaves through. */
export function LibraryNoDuesPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [barcode, setBarcode] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('libraryDues.page.title')} subtitle={t('libraryDues.page.subtitle')} />
      <Paper sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}>
        <ScanField
          id="no-dues-member"
          label={t('libraryDues.page.member')}
          hint={t('circulation.memberHint')}
          value={typed}
          onChange={setTyped}
          onScan={(code) => setBarcode(code.toUpperCase())}
          submitLabel={t('libraryDues.page.check')}
        />
      </Paper>
      {barcode && <MemberClearance barcode={barcode} />}
    </>
  );
}
