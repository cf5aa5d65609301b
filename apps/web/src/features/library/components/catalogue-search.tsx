import Search from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_PAGE_MAX, CATALOGUE_PAGE_SIZE_DEFAULT, CATALOGUE_PAGE_SIZES, NAME_MAX, type CatalogueQuery } from '@campus/shared';

/** What the catalogue shows, kept in the address (`?q=…&page=2`) so that Back returns to it; anything else is the default. */
export function searchFrom(params: URLSearchParams): Required<CatalogueQuery> {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, NAME_MAX),
    page: Number.isInteger(page) && page >= 1 && page <= CATALOGUE_PAGE_MAX ? page : 1,
    size: (CATALOGUE_PAGE_SIZES as readonly number[]).includes(size) ? size : CATALOGUE_PAGE_SIZE_DEFAULT,
  };
}

/** The address of a search: only what differs from the default. */
export function paramsFrom({ q, page, size }: Required<CatalogueQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page !== 1) params.set('page', String(page));
  if (size !== CATALOGUE_PAGE_SIZE_DEFAULT) params.set('size', String(size));
  return params;
}

/** The search box: what is typed stays here until Find. */
export function SearchBar({ q, onSearch, hint }: { q: string; onSearch: (q: string) => void; hint?: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        id="library-q"
        type="search"
        label={t('library.search')}
        helperText={hint ?? t('library.searchHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        sx={{ flex: '1 1 280px' }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ mt: 0.25 }}>
        {t('library.find')}
      </Button>
    </Box>
  );
}
