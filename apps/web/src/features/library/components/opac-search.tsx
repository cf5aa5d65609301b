import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can, type Hold, type OpacCopy, type OpacTitle } from '@campus/shared';
import type { PagedColumn } from '../../../components/paged-table';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useOpac } from '../api/get-opac';
import { useMyHolds, usePlaceMyHold } from '../api/holds';
import { DeskHoldDialog } from './desk-hold-dialog';
import { CatalogueResults, useCatalogueSearch } from './catalogue-search';

const onShelf = (copies: OpacCopy[]) => copies.filter((c) => c.status === 'available').length;
/** A title none of whose copies is on the shelf, with a copy that will come back: a member may hold it. */
const isOut = (copies: OpacCopy[]) => onShelf(copies) === 0 && copies.some((c) => c.status === 'on_loan' || c.status === 'on_hold_shelf');

/** A member's hold of a title, or Place hold when the title is out. */
function HoldAction({ title, hold, place, placing }: { title: OpacTitle; hold?: Hold; place: (id: number) => void; placing: boolean }) {
  const { t } = useTranslation();
  if (hold)
    return (
      <Chip
        size="small"
        color={hold.status === 'ready' ? 'success' : 'primary'}
        variant={hold.status === 'ready' ? 'filled' : 'outlined'}
        data-testid="opac-hold"
        label={hold.status === 'ready' ? t('library.opac.readyForYou') : t('library.opac.onHoldForYou', { position: hold.position ?? 1 })}
      />
    );
  if (!isOut(title.copies)) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={placing}
      onClick={() => place(title.id)}
      aria-label={t('library.opac.placeHoldFor', { title: title.title })}
    >
      {t('library.opac.placeHold')}
    </Button>
  );
}

/** Publisher, year and edition, as far as the record has them. */
const publication = (r: OpacTitle) => [r.publisher, r.year, r.edition].filter(Boolean).join(', ');

function useColumns(): PagedColumn<OpacTitle>[] {
  const { t } = useTranslation();
  const none = t('library.none');
  const col = (key: string) => t(`library.columns.${key}`);
  return [
    { key: 'title', header: col('title'), cell: (r) => r.title, card: 'title', sx: { fontWeight: 600, minWidth: 200 } },
    { key: 'authors', header: col('authors'), cell: (r) => r.authors.join('; '), card: 'primary' },
    { key: 'publication', header: t('library.published'), cell: (r) => publication(r) || none, card: 'secondary' },
    { key: 'callNumber', header: col('callNumber'), cell: (r) => r.callNumber ?? none, nowrap: true },
    {
      key: 'onShelf',
      header: t('library.opac.onShelfHeader'),
      cell: (r) => (
        <Chip
          size="small"
          color={onShelf(r.copies) > 0 ? 'success' : 'default'}
          label={
            r.copies.length === 0
              ? t('library.opac.noCopies')
              : t('library.opac.onShelf', { available: onShelf(r.copies), copies: r.copies.length })
          }
        />
      ),
      nowrap: true,
      card: 'secondary',
    },
  ];
}

/** Each copy of a title: its number, where it stands and whether it is there. */
function CopiesOf({ title }: { title: OpacTitle }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (title.copies.length === 0) return null;
  return (
    <Stack component="ul" aria-label={t('library.copiesLabel', { title: title.title })} sx={{ m: 0, p: 0, listStyle: 'none', gap: 0.5 }}>
      {title.copies.map((c) => (
        <Box component="li" key={c.accessionNumber} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {c.accessionNumber}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {c.location ?? t('library.opac.noLocation')}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={c.status === 'available' ? 'success' : 'default'}
            label={c.dueOn ? t('library.opac.onLoanUntil', { due: format.day(c.dueOn) }) : t(`library.statuses.${c.status}`)}
          />
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The OPAC's search and its answer: titles the closest first, each with its copies and where they
 * stand; the search is kept in the address so that Back returns to it. `campus`: without a session.
 */
export function OpacSearch({ campus }: { campus: boolean }) {
  const { t } = useTranslation();
  const { search } = useCatalogueSearch();
  const opac = useOpac(search, campus);
  const columns = useColumns();
  const searchedFor = opac.data?.searchedFor;
  const { enqueueSnackbar } = useSnackbar();
  // A student or faculty member holds a title that is out; the campus OPAC has nobody signed in.
  const roles = useSession()?.roles;
  const member = !campus && can(roles, 'library.own');
  // The library's staff place a hold for a member who asks at the desk.
  const desk = !campus && !member && can(roles, 'library.circulation.manage');
  const [holding, setHolding] = useState<OpacTitle | null>(null);
  const mine = useMyHolds(member);
  const place = usePlaceMyHold({
    onSuccess: (hold) =>
      enqueueSnackbar(t('library.opac.holdPlaced', { title: hold.title, position: hold.position ?? 1 }), { variant: 'success' }),
    onError: (err) => enqueueSnackbar(err.message, { variant: 'error' }),
  });
  const holdOf = (titleId: number) => mine.data?.holds.find((h) => h.titleId === titleId);
  return (
    <>
      <CatalogueResults
        found={opac}
        hint={t('library.opac.searchHint')}
        totalTestId="opac-total"
        note={
          searchedFor && (
            <Typography color="text.secondary" data-testid="opac-searched-for">
              {t('library.opac.searchedFor', { words: searchedFor })}
            </Typography>
          )
        }
        table={{
          label: t('library.opac.tableLabel'),
          testId: 'opac-table',
          columns,
          rowKey: (r) => r.id,
          rowAttributes: (r) => ({ 'data-title-id': r.id }),
          ...(member && {
            actionsHeader: t('library.opac.holdHeader'),
            actions: (r: OpacTitle) => <HoldAction title={r} hold={holdOf(r.id)} place={place.mutate} placing={place.isPending} />,
          }),
          ...(desk && {
            actionsHeader: t('library.opac.holdHeader'),
            actions: (r: OpacTitle) =>
              isOut(r.copies) ? (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setHolding(r)}
                  aria-label={t('library.opac.holdForMemberOf', { title: r.title })}
                >
                  {t('library.opac.holdForMember')}
                </Button>
              ) : null,
          }),
          detail: (r) => <CopiesOf title={r} />,
          empty: search.q ? t('library.opac.noMatches') : t('library.opac.empty'),
        }}
      />
      {holding && <DeskHoldDialog title={holding} onClose={() => setHolding(null)} />}
    </>
  );
}
