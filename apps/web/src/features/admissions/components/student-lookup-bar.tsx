import Search from '@mui/icons-material/Search';
import { Box, Button, FormControlLabel, Paper, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNextAdmissionNumber } from '../api/get-next-admission-number';
import type { FullAdmissionForm } from '../use-full-admission-form';

/** New or modify; in modify, the roll number to look up; in new, the next admission number. */
export function StudentLookupBar({ state }: { state: FullAdmissionForm }) {
  const { t } = useTranslation();
  const nextNumber = useNextAdmissionNumber();
  const { mode, setMode, roll } = state;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <RadioGroup row value={mode} onChange={(e) => setMode(e.target.value as typeof mode)}>
        <FormControlLabel value="new" control={<Radio />} label={t('admissionForm.modeNew')} />
        <FormControlLabel value="modify" control={<Radio />} label={t('admissionForm.modeModify')} />
      </RadioGroup>
      {mode === 'modify' && (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => (e.preventDefault(), void roll.lookUp())}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            id="af-rollQuery"
            label={t('admissionForm.rollNumber')}
            value={roll.query}
            error={Boolean(roll.error)}
            helperText={roll.error || undefined}
            onChange={(e) => {
              roll.setQuery(e.target.value.toUpperCase());
              roll.setError('');
            }}
          />
          <Button type="submit" variant="outlined" startIcon={<Search />}>
            {t('admissionForm.find')}
          </Button>
        </Box>
      )}
      {mode === 'new' && nextNumber.data && (
        <Typography color="text.secondary" sx={{ ml: { md: 'auto' } }}>
          {t('admissionForm.nextNumber', { number: nextNumber.data.admissionNumber })}
        </Typography>
      )}
    </Paper>
  );
}
