import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useContactData } from '../../lib/college';

export type LegalDocumentName = 'terms' | 'privacy' | 'return';

interface Section {
  heading: string;
  text: string;
}

/**
 * One legal text, with the college's name, city of jurisdiction and support mailbox from College
 * Settings. In a pop-up the dialog's title is the document's, so `inDialog` leaves its own out.
 */
export function LegalDocument({ name, inDialog = false }: { name: LegalDocumentName; inDialog?: boolean }) {
  const { t } = useTranslation();
  const contact = useContactData().data;
  const values = {
    college: contact?.collegeName || t('common.appTitle'),
    city: contact?.jurisdictionCity || t('legal.unknownCity'),
    email: contact?.supportEmail || contact?.candidateDetails[0]?.mailId || t('legal.unknownEmail'),
  };
  const sections = t(`legal.${name}.sections`, { returnObjects: true, ...values }) as Section[];
  return (
    <Box component="article" aria-label={t(`legal.${name}.title`)}>
      {!inDialog && (
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t(`legal.${name}.title`)}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(name === 'terms' ? 'legal.effective' : 'legal.lastUpdated')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t(`legal.${name}.intro`, values)}</Typography>
      {sections.map((section) => (
        <Box key={section.heading} component="section" sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component={inDialog ? 'h3' : 'h2'} sx={{ fontWeight: 700 }}>
            {section.heading}
          </Typography>
          <Typography>{section.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
