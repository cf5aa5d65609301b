import {
  Alert,
  Box,
  LinearProgress,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  type Breakpoint,
  type SxProps,
  type Theme,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addTranslations } from '../i18n';
import { usePhoneLayout, useScrollsSideways } from '../lib/layout';
import texts from './paged-table.i18n';

addTranslations(texts);

/**
 * Where a column goes on a row's card (below the breakpoint): the card's heading (`title`), a line
 * under it (`primary`), a muted line (`secondary`), nowhere (`none`, when another column already says
 * it); without a role it is a `label: value` pair.
 */
type CardRole = 'title' | 'primary' | 'secondary' | 'none';

export interface PagedColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** Codes, numbers, amounts and dates: kept whole on one line, in the table and on the card. */
  nowrap?: boolean;
  card?: CardRole;
  /** The column's cells in the table (a width, a font). */
  sx?: SxProps<Theme>;
}

/** `data-*` attributes of a row (its table row, or its card), by which a page or a test finds it. */
type RowAttributes = Record<`data-${string}`, string | number | undefined>;

/** Rows shown as a table, or below a width as one card a row. */
export interface RowsProps<Row> {
  /** The accessible name of the table (and of the list of cards). */
  label: string;
  columns: PagedColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  rowAttributes?: (row: Row) => RowAttributes;
  /** A row that needs attention is tinted (table) or outlined (card) in this colour. */
  rowTone?: (row: Row) => 'error' | 'warning' | undefined;
  /** The row's actions: buttons in the last column, and on the card. */
  actions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  /** What shows under a row (a reason, a panel the row opened), across the whole table or at the foot of the card. */
  detail?: (row: Row) => ReactNode;
  /** Below this width the rows are cards (600 px: `sm`). */
  cardsBelow?: Breakpoint;
  testId?: string;
}

export interface PagedTableProps<Row> extends Omit<RowsProps<Row>, 'rows'> {
  /** The page's rows; undefined until the first page arrives. */
  rows: Row[] | undefined;
  /** Every row of every page, as the server counts them. */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  /** A new page size starts again at page 1: the caller sets both. */
  onPageSizeChange: (pageSize: number) => void;
  /** A page is being fetched: the rows shown stay, with a bar over them. */
  loading?: boolean;
  /** Shown instead of the rows when there are none; a text becomes a note. */
  empty: ReactNode;
}

const nowrap = (on?: boolean) => (on ? { whiteSpace: 'nowrap' } : {});

function tint(tone: 'error' | 'warning' | undefined) {
  return tone ? { bgcolor: (theme: Theme) => alpha(theme.palette[tone].main, 0.06) } : {};
}

function RowsTable<Row>(props: RowsProps<Row>) {
  const { t } = useTranslation();
  const { label, columns, rows, rowKey, rowAttributes, rowTone, actions, actionsHeader, detail, testId } = props;
  const width = columns.length + (actions ? 1 : 0);
  const { box, scrolls } = useScrollsSideways<HTMLDivElement>();
  const cells = (row: Row) => (
    <>
      {columns.map((c) => (
        <TableCell key={c.key} align={c.align} sx={[nowrap(c.nowrap), ...(Array.isArray(c.sx) ? c.sx : [c.sx])]}>
          {c.cell(row)}
        </TableCell>
      ))}
      {actions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(row)}</TableCell>}
    </>
  );
  // A row with a panel under it keeps both in a body of their own, which carries the row's attributes.
  const bodies = detail
    ? rows.map((row) => {
        const shown = detail(row);
        return (
          <TableBody key={rowKey(row)} {...rowAttributes?.(row)}>
            <TableRow sx={{ verticalAlign: 'top', ...tint(rowTone?.(row)) }}>{cells(row)}</TableRow>
            {shown && (
              <TableRow sx={tint(rowTone?.(row))}>
                <TableCell colSpan={width}>{shown}</TableCell>
              </TableRow>
            )}
          </TableBody>
        );
      })
    : [
        <TableBody key="rows">
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover {...rowAttributes?.(row)} sx={{ verticalAlign: 'top', ...tint(rowTone?.(row)) }}>
              {cells(row)}
            </TableRow>
          ))}
        </TableBody>,
      ];
  return (
    <TableContainer ref={box} {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': label })}>
      <Table size="small" aria-label={label} data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={{ fontWeight: 700 }}>
                {c.header}
              </TableCell>
            ))}
            {actions && <TableCell sx={{ fontWeight: 700 }}>{actionsHeader ?? t('pagedTable.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        {bodies}
      </Table>
    </TableContainer>
  );
}

function RowCard<Row>({ row, ...props }: Omit<RowsProps<Row>, 'rows'> & { row: Row }) {
  const { columns, rowAttributes, rowTone, actions, detail } = props;
  const tone = rowTone?.(row);
  const role = (r: CardRole) => columns.filter((c) => c.card === r);
  const titles = role('title');
  const pairs = columns.filter((c) => !c.card);
  return (
    <Paper
      component="li"
      variant="outlined"
      {...rowAttributes?.(row)}
      // A word wider than the whole card (a very long e-mail address) may break; nothing else does.
      sx={{ p: 1.5, minWidth: 0, overflowWrap: 'break-word', borderColor: tone ? `${tone}.main` : undefined }}
    >
      {titles.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', columnGap: 1 }}>
          {titles.map((c) => (
            <Box key={c.key} sx={{ fontWeight: 700, ...nowrap(c.nowrap) }}>
              {c.cell(row)}
            </Box>
          ))}
        </Box>
      )}
      {role('primary').map((c) => (
        <Box key={c.key} sx={{ fontSize: 14, ...nowrap(c.nowrap) }}>
          {c.cell(row)}
        </Box>
      ))}
      {role('secondary').map((c) => (
        <Box key={c.key} sx={{ fontSize: 14, color: 'text.secondary', ...nowrap(c.nowrap) }}>
          {c.cell(row)}
        </Box>
      ))}
      {pairs.length > 0 && (
        <Box component="dl" sx={{ m: 0, mt: 0.5, fontSize: 14, display: 'grid', rowGap: 0.25 }}>
          {/* A value that does not fit beside its label goes under it, whole. */}
          {pairs.map((c) => (
            <Box key={c.key} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {c.header}
              </Box>
              <Box component="dd" sx={{ m: 0, minWidth: 0, ...nowrap(c.nowrap) }}>
                {c.cell(row)}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>{actions(row)}</Box>}
      {detail?.(row)}
    </Paper>
  );
}

function RowCards<Row>(props: RowsProps<Row>) {
  return (
    <Box component="ul" aria-label={props.label} data-testid={props.testId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {props.rows.map((row) => (
        <RowCard key={props.rowKey(row)} {...props} row={row} />
      ))}
    </Box>
  );
}

/** Until the first page arrives: as many grey lines as the page will have rows, so that nothing moves when it comes. */
function Placeholder({ rows, cards }: { rows: number; cards: boolean }) {
  return (
    <Box aria-hidden sx={{ display: 'grid', gap: cards ? 1 : 0.5 }}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={cards ? 120 : 33} />
      ))}
    </Box>
  );
}

/** Rows as a table, or below the breakpoint one card a row: for a list that is not paged. */
export function RowsView<Row>(props: RowsProps<Row>) {
  const cards = usePhoneLayout(props.cardsBelow);
  return cards ? <RowCards {...props} /> : <RowsTable {...props} />;
}

/**
 * One page of rows the server counted and paged: a table, or below 600 px (`cardsBelow`) one card a
 * row with its `label: value` pairs and its actions as buttons. The caller holds the page and page
 * size and asks the server; pagination texts and figures follow the reader's language.
 */
export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { t } = useTranslation();
  const cards = usePhoneLayout(props.cardsBelow);
  const { rows, total, page, pageSize, pageSizes, loading, empty } = props;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const body = (() => {
    if (!rows) return <Placeholder rows={Math.min(pageSize, cards ? 3 : 10)} cards={cards} />;
    if (rows.length === 0) return typeof empty === 'string' ? <Alert severity="info">{empty}</Alert> : empty;
    return cards ? <RowCards {...props} rows={rows} /> : <RowsTable {...props} rows={rows} />;
  })();
  return (
    <Box sx={{ position: 'relative', minWidth: 0 }} aria-busy={Boolean(loading)}>
      {/* Over the rows rather than above them, so that they do not move while a page loads. */}
      {loading && <LinearProgress aria-label={t('common.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />}
      {body}
      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={Math.min(Math.max(0, page - 1), lastPage)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...pageSizes]}
          onPageChange={(_e, next) => props.onPageChange(next + 1)}
          onRowsPerPageChange={(e) => props.onPageSizeChange(Number(e.target.value))}
          showFirstButton={!cards}
          showLastButton={!cards}
          labelRowsPerPage={t('pagedTable.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('pagedTable.shown', { from, to, count })}
          getItemAriaLabel={(type) => t(`pagedTable.${type}`)}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
        />
      )}
    </Box>
  );
}
