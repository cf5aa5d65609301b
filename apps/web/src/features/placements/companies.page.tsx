import Close from '@mui/icons-material/Close';
import { Box, Button, IconButton, Link, Paper, Skeleton, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  can,
  companyInputSchema,
  EMAIL_MAX,
  NAME_MAX,
  PLACEMENT_CONTACTS_MAX,
  SHORT_CODE_MAX,
  TITLE_MAX,
  URL_MAX,
  type Company,
  type CompanyInput,
} from '@campus/shared';
import { acrossTheForm, FormDialog } from '../../components/form/form-dialog';
import { FormTextField } from '../../components/form/form-fields';
import { showServerFieldError, useZodForm } from '../../components/form/use-zod-form';
import { LoadFailed } from '../../components/list-head';
import { PageHeader } from '../../components/page-header';
import { RowsView, type PagedColumn } from '../../components/paged-table';
import { useFormat } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useAddCompany, useChangeCompany, useCompanies } from './api/placements';

/** Add a company, or correct one (`company`): its name, sector, website and up to ten contact persons. */
function CompanyDialog({ company, onClose }: { company?: Company; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const form = useZodForm(
    companyInputSchema,
    company
      ? { name: company.name, sector: company.sector, website: company.website ?? '', contacts: company.contacts }
      : { name: '', sector: '', website: '', contacts: [{ name: '', email: '', phone: '' }] },
  );
  const contacts = useFieldArray({ control: form.control, name: 'contacts' });
  const config = {
    onSuccess: (c: Company) => {
      enqueueSnackbar(t(company ? 'placements.companies.changed' : 'placements.companies.added', { name: c.name }), { variant: 'success' });
      onClose();
    },
    onError: (err: Error) => {
      if (!showServerFieldError(form, err)) enqueueSnackbar(t('placements.saveFailed', { message: err.message }), { variant: 'error' });
    },
  };
  const addCompany = useAddCompany(config);
  const changeCompany = useChangeCompany(config);
  const add = {
    isPending: addCompany.isPending || changeCompany.isPending,
    mutate: (input: CompanyInput) => (company ? changeCompany.mutate({ id: company.id, input }) : addCompany.mutate(input)),
  };
  const field = (key: string, values?: Record<string, unknown>) => t(`placements.companies.fields.${key}`, values);
  return (
    <FormDialog
      heading={company ? t('placements.companies.changeHeading', { name: company.name }) : t('placements.companies.addHeading')}
      id="company-add-heading"
      busy={add.isPending}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((input) => add.mutate(input))()}
    >
      <FormTextField
        control={form.control}
        name="name"
        id="company-name"
        label={field('name')}
        required
        slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
        sx={acrossTheForm}
      />
      <FormTextField
        control={form.control}
        name="sector"
        id="company-sector"
        label={field('sector')}
        required
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
      />
      <FormTextField
        control={form.control}
        name="website"
        id="company-website"
        label={field('website')}
        helperText={field('websiteHint')}
        slotProps={{ htmlInput: { maxLength: URL_MAX, inputMode: 'url', autoCapitalize: 'none', spellCheck: false } }}
      />
      <Typography variant="subtitle2" component="h3" sx={{ ...acrossTheForm, mt: 1 }}>
        {field('contacts')}
      </Typography>
      {contacts.fields.map((c, i) => (
        <Box
          key={c.id}
          role="group"
          aria-label={field('contact', { n: i + 1 })}
          sx={{
            ...acrossTheForm,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' },
            alignItems: 'start',
          }}
        >
          <FormTextField
            control={form.control}
            name={`contacts.${i}.name`}
            id={`company-contact-${i}-name`}
            label={field('contactName')}
            required
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          />
          <FormTextField
            control={form.control}
            name={`contacts.${i}.email`}
            id={`company-contact-${i}-email`}
            label={field('contactEmail')}
            required
            type="email"
            slotProps={{ htmlInput: { maxLength: EMAIL_MAX, autoCapitalize: 'none', spellCheck: false } }}
          />
          <FormTextField
            control={form.control}
            name={`contacts.${i}.phone`}
            id={`company-contact-${i}-phone`}
            label={field('contactPhone')}
            required
            type="tel"
            slotProps={{ htmlInput: { maxLength: SHORT_CODE_MAX } }}
          />
          <IconButton aria-label={field('removeContact', { n: i + 1 })} onClick={() => contacts.remove(i)} sx={{ justifySelf: 'start' }}>
            <Close />
          </IconButton>
        </Box>
      ))}
      {contacts.fields.length < PLACEMENT_CONTACTS_MAX && (
        <Box sx={acrossTheForm}>
          <Button size="small" onClick={() => contacts.append({ name: '', email: '', phone: '' })}>
            {field('addContact')}
          </Button>
        </Box>
      )}
    </FormDialog>
  );
}

/**
 * `/app/Placements/Companies`: the companies that recruit here, with their contact persons, drives
 * and hires; the placement office adds them, the principal reads them.
 */
export function CompaniesPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const manage = can(useSession()?.roles, 'placements.manage');
  const companies = useCompanies();
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState<Company | null>(null);
  const col = (key: string) => t(`placements.companies.columns.${key}`);
  const columns: PagedColumn<Company>[] = [
    { key: 'name', header: col('name'), card: 'title', cell: (c) => c.name, sx: { fontWeight: 600, minWidth: 160 } },
    { key: 'sector', header: col('sector'), card: 'primary', cell: (c) => c.sector },
    {
      key: 'website',
      header: col('website'),
      cell: (c) =>
        c.website ? (
          <Link href={c.website} target="_blank" rel="noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {c.website.replace(/^https?:\/\//, '')}
          </Link>
        ) : (
          t('placements.none')
        ),
    },
    {
      key: 'contacts',
      header: col('contacts'),
      sx: { minWidth: 200 },
      cell: (c) =>
        c.contacts.length === 0 ? (
          t('placements.companies.noContacts')
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {c.contacts.map((p) => (
              <li key={p.email}>
                {p.name} · <Link href={`mailto:${p.email}`}>{p.email}</Link> · {p.phone}
              </li>
            ))}
          </Box>
        ),
    },
    { key: 'drives', header: col('drives'), align: 'right', cell: (c) => f.number(c.drives) },
    { key: 'hires', header: col('hires'), align: 'right', cell: (c) => f.number(c.hires) },
  ];
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <PageHeader
        title={t('placements.companies.title')}
        subtitle={t('placements.companies.subtitle')}
        actions={
          manage && (
            <Button variant="contained" onClick={() => setAdding(true)}>
              {t('placements.companies.add')}
            </Button>
          )
        }
      />
      {companies.isPending && <Skeleton variant="rounded" height={240} />}
      {companies.isError && <LoadFailed error={companies.error} retry={companies.refetch} />}
      {companies.data && (
        <Paper sx={{ p: { xs: 1.5, md: 2 } }}>
          {companies.data.length === 0 ? (
            <Typography color="text.secondary">{t('placements.companies.empty')}</Typography>
          ) : (
            <RowsView
              label={t('placements.companies.table')}
              testId="companies-table"
              columns={columns}
              rows={companies.data}
              rowKey={(c) => c.id}
              rowAttributes={(c) => ({ 'data-company': c.name })}
              cardsBelow="md"
              actions={
                manage
                  ? (c) => (
                      <Button
                        size="small"
                        onClick={() => setChanging(c)}
                        aria-label={t('placements.companies.changeFor', { name: c.name })}
                      >
                        {t('placements.companies.change')}
                      </Button>
                    )
                  : undefined
              }
            />
          )}
        </Paper>
      )}
      {adding && <CompanyDialog onClose={() => setAdding(false)} />}
      {changing && <CompanyDialog company={changing} onClose={() => setChanging(null)} />}
    </Box>
  );
}
