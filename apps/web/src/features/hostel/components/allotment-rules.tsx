import { Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLOTMENT_KEYS, YEAR_ORDERS, type AllotmentKey, type AllotmentSettings } from '@campus/shared';
import { ApiRequestError } from '../../../lib/api';
import { useSaveAllotmentRules } from '../api/allotments';

/** The keys a college chooses among: who applied first always ends the order. */
const CHOSEN_KEYS = ALLOTMENT_KEYS.filter((k) => k !== 'applied');

/** The allotment rules: a form for the office, the rules in words for a reader. */
export function AllotmentRules({ rules, manager }: { rules: AllotmentSettings; manager: boolean }) {
  const { t } = useTranslation();
  const keys = rules.order.filter((k) => k !== 'applied').map((k) => t(`hostel.rules.keys.${k}`).toLowerCase());
  return (
    <Paper component="section" aria-labelledby="allotment-rules-heading" sx={{ p: { xs: 1.5, md: 2 }, mt: 3 }}>
      <Typography id="allotment-rules-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('hostel.rules.title')}
      </Typography>
      {manager ? (
        <RulesForm rules={rules} />
      ) : (
        <Box data-testid="allotment-rules">
          {keys.length > 0 && (
            <Typography>{t('hostel.rules.inWords', { keys: keys.join(', '), interpolation: { escapeValue: false } })}</Typography>
          )}
          {rules.order.includes('year') && (
            <Typography>{t(rules.yearOrder === 'seniorFirst' ? 'hostel.rules.yearInWords' : 'hostel.rules.yearInWordsJunior')}</Typography>
          )}
          {rules.order.includes('category') && rules.categories.length > 0 && (
            <Typography>{t('hostel.rules.categoriesInWords', { categories: rules.categories.join(', ') })}</Typography>
          )}
          <Typography>{t('hostel.rules.last')}</Typography>
        </Box>
      )}
    </Paper>
  );
}

/** The rules as the office orders them: up to four keys in order, the year's direction, the categories served first. */
function RulesForm({ rules }: { rules: AllotmentSettings }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const chosen = rules.order.filter((k) => k !== 'applied');
  const [order, setOrder] = useState<string[]>(CHOSEN_KEYS.map((_, i) => chosen[i] ?? ''));
  const [yearOrder, setYearOrder] = useState<string>(rules.yearOrder);
  const [categories, setCategories] = useState(rules.categories.join(', '));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const save = useSaveAllotmentRules({
    onSuccess: () => {
      setError(null);
      enqueueSnackbar(t('hostel.rules.saved'), { variant: 'success' });
    },
    onError: (err) => {
      const field = err instanceof ApiRequestError ? err.body?.field : undefined;
      if (field) setError({ field: field.split('.')[0]!, message: err.message });
      else enqueueSnackbar(t('hostel.saveFailed', { message: err.message }), { variant: 'error' });
    },
  });
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const keys = order.filter(Boolean) as AllotmentKey[];
        save.mutate({
          order: keys,
          yearOrder: yearOrder as AllotmentSettings['yearOrder'],
          categories: categories
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean),
        });
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}
    >
      {CHOSEN_KEYS.map((_, i) => (
        <TextField
          key={i}
          select
          size="small"
          id={`rules-key-${i + 1}`}
          label={t('hostel.rules.key', { n: i + 1 })}
          value={order[i]}
          onChange={(e) => setOrder(order.map((k, j) => (j === i ? e.target.value : k)))}
          error={i === 0 && Boolean(errorOf('order'))}
          helperText={i === 0 ? errorOf('order') : undefined}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('hostel.rules.notUsed')}</MenuItem>
          {CHOSEN_KEYS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`hostel.rules.keys.${k}`)}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <TextField
        select
        size="small"
        id="rules-yearOrder"
        label={t('hostel.rules.yearOrder')}
        value={yearOrder}
        onChange={(e) => setYearOrder(e.target.value)}
      >
        {YEAR_ORDERS.map((y) => (
          <MenuItem key={y} value={y}>
            {t(`hostel.rules.yearOrders.${y}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        id="rules-categories"
        label={t('hostel.rules.categoriesField')}
        value={categories}
        onChange={(e) => setCategories(e.target.value)}
        error={Boolean(errorOf('categories'))}
        helperText={errorOf('categories') ?? t('hostel.rules.categoriesHint')}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <Typography color="text.secondary" sx={{ gridColumn: { sm: '1 / -1' } }}>
        {t('hostel.rules.last')}
      </Typography>
      <Box>
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          {t('hostel.rules.save')}
        </Button>
      </Box>
    </Box>
  );
}
