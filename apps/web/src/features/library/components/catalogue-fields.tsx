import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BOOK_TITLE_MAX, CODE_MAX, COPY_SOURCES, ITEM_KINDS, LABEL_MAX, NAME_MAX, SHORT_CODE_MAX } from '@campus/shared';
import { FormDateField, FormSelect, FormTextField } from '../../../components/form/form-fields';

type Bound<T extends FieldValues> = { control: Control<T, unknown, unknown> };

/** Two fields a row from the width of a tablet, one on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>{children}</Box>;
}

const wide = { gridColumn: { sm: '1 / -1' } };
const max = (length: number) => ({ htmlInput: { maxLength: length } });

/** A title's fields: title and authors across, then publisher, year, edition, ISBN, subject, language and call number. */
export function TitleFields<T extends FieldValues>({ control }: Bound<T>) {
  const { t } = useTranslation();
  const field = (name: string) => ({ control, name: name as Path<T>, id: `library-${name}`, label: t(`library.fields.${name}`) });
  return (
    <>
      <FormTextField {...field('title')} required sx={wide} slotProps={max(BOOK_TITLE_MAX)} />
      <FormTextField {...field('authors')} required sx={wide} helperText={t('library.fields.authorsHint')} />
      <FormTextField {...field('publisher')} slotProps={max(NAME_MAX)} />
      <FormTextField {...field('year')} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }} />
      <FormTextField {...field('edition')} slotProps={max(LABEL_MAX)} />
      <FormTextField {...field('isbn')} helperText={t('library.fields.isbnHint')} slotProps={max(SHORT_CODE_MAX)} />
      <FormTextField {...field('subject')} slotProps={max(LABEL_MAX)} />
      <FormTextField {...field('language')} slotProps={max(LABEL_MAX)} />
      <FormTextField {...field('callNumber')} helperText={t('library.fields.callNumberHint')} slotProps={max(CODE_MAX)} />
    </>
  );
}

/**
 * A new copy's fields, under `prefix` in its form (`copies.0.`): accession number and barcode, where
 * it stands, its price, and how it came: a purchase with its bill, or a donation.
 */
export function CopyFields<T extends FieldValues>({ control, prefix = '' }: Bound<T> & { prefix?: string }) {
  const { t } = useTranslation();
  const name = (n: string) => `${prefix}${n}` as Path<T>;
  const field = (n: string) => ({ control, name: name(n), id: `library-copy-${n}`, label: t(`library.fields.${n}`) });
  const source = useWatch({ control: control as Control<T>, name: name('source') }) as string | undefined;
  return (
    <>
      <FormTextField {...field('accessionNumber')} required slotProps={max(CODE_MAX)} />
      <FormTextField {...field('barcode')} helperText={t('library.fields.barcodeHint')} slotProps={max(CODE_MAX)} />
      <FormTextField {...field('location')} helperText={t('library.fields.locationHint')} slotProps={max(LABEL_MAX)} />
      <FormTextField
        {...field('pricePaise')}
        id="library-copy-price"
        label={t('library.fields.price')}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: SHORT_CODE_MAX } }}
      />
      <FormSelect {...field('source')} options={COPY_SOURCES.map((s) => ({ value: s, label: t(`library.sources.${s}`) }))} />
      <ItemKindSelect control={control} name={name('itemKind')} id="library-copy-itemKind" />
      {source === 'purchase' && (
        <>
          <FormTextField {...field('billNumber')} required slotProps={max(CODE_MAX)} />
          <FormDateField {...field('billDate')} required />
        </>
      )}
    </>
  );
}

/** Book or reference: a reference copy is read in the library and never lent. */
export function ItemKindSelect<T extends FieldValues>({ control, name, id }: Bound<T> & { name: Path<T>; id: string }) {
  const { t } = useTranslation();
  return (
    <FormSelect
      control={control}
      name={name}
      id={id}
      label={t('library.fields.itemKind')}
      options={ITEM_KINDS.map((k) => ({ value: k, label: t(`library.itemKinds.${k}`) }))}
    />
  );
}
