import { Box, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FEE_PACKAGE_PARTS, FEE_PACKAGE_YEARS } from '@campus/shared';
import { fieldMessage, leaveTyping } from '../form-problems';
import type { FullAdmissionForm } from '../use-full-admission-form';

const feeKey = (year: string, part: string) => `feePackage.${year}.${part}`;

/** The MRDU fee package: donation, tuition and miscellaneous fee for each of the four years, in rupees. */
export function FeePackageFields({ state }: { state: FullAdmissionForm }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ gridColumn: '1 / -1' }} data-testid="fee-package">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('admissionForm.feePackage')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
        {FEE_PACKAGE_YEARS.map((year) => (
          <Box key={year} sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(`admissionForm.years.${year}`)}
            </Typography>
            {FEE_PACKAGE_PARTS.map((part) => (
              <Controller
                key={part}
                name={feeKey(year, part)}
                control={state.form.control}
                render={({ field: f, fieldState }) => (
                  <TextField
                    size="small"
                    id={`af-fee-${year}-${part}`}
                    label={t(`admissionForm.parts.${part}`)}
                    name={f.name}
                    inputRef={f.ref}
                    value={(f.value as string | undefined) ?? ''}
                    onChange={(e) => state.type({ key: feeKey(year, part), rule: 'amount' }, e.target.value, f.onChange)}
                    onBlur={() => {
                      f.onBlur();
                      leaveTyping(state.form, feeKey(year, part));
                    }}
                    error={Boolean(fieldState.error)}
                    helperText={fieldMessage(fieldState.error?.message) || undefined}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                )}
              />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
