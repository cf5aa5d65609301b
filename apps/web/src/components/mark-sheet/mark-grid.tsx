import { Box, InputBase, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { memo, useCallback, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkComponent, MarkSheet } from '@campus/shared';
import { addTranslations } from '../../i18n';
import { useFormat } from '../../lib/format';
import { cellText, pastedBlock, readCell, rowTotal, type CellReading } from './mark-cells';
import texts from './mark-sheet.i18n';

addTranslations(texts);

/** A cell's place: `3.1` is the fourth student's second component. */
export const cellKey = (row: number, col: number) => `${row}.${col}`;

interface MarkGridProps {
  sheet: MarkSheet;
  /** The cells' texts, a row per student and a column per component; ignored when read-only. */
  cells: string[][];
  readOnly: boolean;
  /** The cells after a change, and the cells it changed. */
  onCells?: (next: string[][], changed: string[]) => void;
  /** The server's words on cells of a refused save, by `cellKey`. */
  serverErrors?: ReadonlyMap<string, string>;
  label: string;
}

// Wide enough for a ten-character roll number (smaller type on a phone), which must not run into the name.
const ROLL_WIDTH = { xs: 112, sm: 124 };
const stickyRoll = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderColor: 'divider',
  minWidth: ROLL_WIDTH,
  maxWidth: ROLL_WIDTH,
} as const;
const cellSx = { px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', textAlign: 'left', verticalAlign: 'top' } as const;

function useProblemText() {
  const { t } = useTranslation();
  return (reading: CellReading, c: MarkComponent) =>
    reading.problem ? t(`markSheet.problem.${reading.problem}`, { max: c.maxMarks }) : undefined;
}

interface RowProps {
  sheet: MarkSheet;
  r: number;
  row: string[];
  readOnly: boolean;
  errors: ReadonlyMap<string, string> | undefined;
  onChange: (r: number, c: number, text: string) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>, r: number, c: number) => void;
  onPaste: (e: ClipboardEvent<HTMLInputElement>, r: number, c: number) => void;
}

/** A student's row: kept as it is while another row changes. */
const MarkRow = memo(function MarkRow({ sheet, r, row, readOnly, errors, onChange, onKeyDown, onPaste }: RowProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const problemText = useProblemText();
  const student = sheet.students[r]!;
  const readings = sheet.components.map((c, col) =>
    readOnly ? ({ value: student.marks[col] ?? null } as CellReading) : readCell(row[col] ?? '', c.maxMarks),
  );
  const total = readOnly ? student.total : rowTotal(readings);
  return (
    <Box component="tr" data-student={student.rollNumber}>
      <Box
        component="th"
        scope="row"
        sx={{ ...cellSx, ...stickyRoll, fontFamily: 'monospace', fontWeight: 600, fontSize: { xs: '0.875rem', sm: '1rem' }, py: 1.5 }}
      >
        {student.rollNumber}
      </Box>
      <Box component="td" sx={{ ...cellSx, py: 1.5, minWidth: { xs: 130, sm: 180 }, overflowWrap: 'anywhere' }}>
        {student.fullName}
      </Box>
      {sheet.components.map((c, col) => {
        const key = cellKey(r, col);
        const label = t('markSheet.cellLabel', { component: c.name, roll: student.rollNumber });
        if (readOnly) {
          const mark = student.marks[col] ?? null;
          return (
            <Box component="td" key={c.id} data-cell={key} sx={{ ...cellSx, py: 1.5, textAlign: 'right' }}>
              {mark === 'AB' ? (
                <Box component="abbr" title={t('markSheet.absent')} sx={{ textDecoration: 'none' }}>
                  AB
                </Box>
              ) : (
                cellText(mark, f.number)
              )}
            </Box>
          );
        }
        const message = problemText(readings[col]!, c) ?? errors?.get(key);
        const describedBy = message ? `mark-${key}-problem` : undefined;
        return (
          <Box
            component="td"
            key={c.id}
            data-cell={key}
            sx={{ ...cellSx, bgcolor: (theme) => (message ? alpha(theme.palette.error.main, 0.08) : undefined) }}
          >
            <InputBase
              value={row[col] ?? ''}
              onChange={(e) => onChange(r, col, e.target.value)}
              onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => onKeyDown(e, r, col)}
              onPaste={(e: ClipboardEvent<HTMLInputElement>) => onPaste(e, r, col)}
              onFocus={(e) => e.target.select()}
              inputProps={{
                inputMode: 'decimal',
                autoComplete: 'off',
                enterKeyHint: 'next',
                'aria-label': label,
                'aria-invalid': message ? true : undefined,
                'aria-describedby': describedBy,
                'data-row': r,
                'data-col': col,
              }}
              sx={{
                width: 76,
                minHeight: 44,
                px: 1,
                border: 1,
                borderRadius: 1,
                borderColor: message ? 'error.main' : 'divider',
                fontSize: '1rem',
                '& input': { textAlign: 'right', p: 0 },
                '&.Mui-focused': { borderColor: message ? 'error.main' : 'primary.main', boxShadow: 1 },
              }}
            />
            {message && (
              <Typography id={describedBy} variant="caption" color="error" component="div" sx={{ maxWidth: 96, lineHeight: 1.2, mt: 0.25 }}>
                {message}
              </Typography>
            )}
          </Box>
        );
      })}
      <Box component="td" data-testid="row-total" sx={{ ...cellSx, py: 1.5, textAlign: 'right', fontWeight: 700, whiteSpace: 'nowrap' }}>
        {total === null ? '—' : f.number(total)}
      </Box>
    </Box>
  );
});

/**
 * A class's marks as a spreadsheet: a row per student (the roll number stays in sight while the
 * marks scroll sideways on a phone), a column per component and the total. Enter and ↓ move down, ↑
 * up, Tab and → across (→ and ← at the edge of a cell's text); a block pasted from a spreadsheet
 * fills from the cell down and right. A cell is checked against its component's maximum as it is
 * typed. Read-only, the marks are shown as text.
 */
export function MarkGrid({ sheet, cells, readOnly, onCells, serverErrors, label }: MarkGridProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(cells);
  latest.current = cells;
  const changeRef = useRef(onCells);
  changeRef.current = onCells;
  const rows = sheet.students.length;
  const cols = sheet.components.length;

  const focusCell = useCallback((r: number, c: number) => {
    const input = box.current?.querySelector<HTMLInputElement>(`input[data-row="${r}"][data-col="${c}"]`);
    if (!input) return false;
    input.focus();
    input.select();
    input.closest('td')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    return true;
  }, []);

  const onChange = useCallback((r: number, c: number, text: string) => {
    const next = latest.current.map((row, i) => (i === r ? row.map((v, j) => (j === c ? text : v)) : row));
    changeRef.current?.(next, [cellKey(r, c)]);
  }, []);

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLInputElement>, r: number, c: number) => {
      const input = e.currentTarget;
      const atStart = input.selectionStart === 0;
      const atEnd = input.selectionEnd === input.value.length;
      let target: [number, number] | null = null;
      if (e.key === 'Enter' || e.key === 'ArrowDown') {
        e.preventDefault();
        target = [r + 1, c];
      } else if (e.key === 'ArrowUp') {
        e.preventDefault();
        target = [r - 1, c];
      } else if (e.key === 'ArrowRight' && atEnd) target = [r, c + 1];
      else if (e.key === 'ArrowLeft' && atStart) target = [r, c - 1];
      if (!target) return;
      const [tr, tc] = target;
      if (tr >= 0 && tr < rows && tc >= 0 && tc < cols && focusCell(tr, tc)) e.preventDefault();
    },
    [rows, cols, focusCell],
  );

  const onPaste = useCallback(
    (e: ClipboardEvent<HTMLInputElement>, r: number, c: number) => {
      const block = pastedBlock(e.clipboardData.getData('text/plain'));
      if (block.length === 1 && block[0]!.length === 1) return; // One value: pasted into the cell as typed.
      e.preventDefault();
      const changed: string[] = [];
      const next = latest.current.map((row, i) => {
        const line = block[i - r];
        if (!line) return row;
        return row.map((v, j) => {
          const pasted = line[j - c];
          if (pasted === undefined) return v;
          changed.push(cellKey(i, j));
          return pasted.trim();
        });
      });
      changeRef.current?.(next, changed);
      // The cursor goes to the last cell filled, as a spreadsheet leaves it.
      const lastRow = Math.min(rows - 1, r + block.length - 1);
      const lastCol = Math.min(cols - 1, c + Math.max(...block.map((l) => l.length)) - 1);
      requestAnimationFrame(() => focusCell(lastRow, lastCol));
    },
    [rows, cols, focusCell],
  );

  if (rows === 0) return <Typography color="text.secondary">{t('markSheet.noStudents')}</Typography>;
  const head = { ...cellSx, fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'background.default', position: 'sticky', top: 0 } as const;
  return (
    <Box
      ref={box}
      data-testid="mark-grid"
      sx={{ overflow: 'auto', maxWidth: '100%', maxHeight: { md: '70vh' }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box component="table" aria-label={label} sx={{ borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%' }}>
        <thead>
          <tr>
            <Box
              component="th"
              scope="col"
              // A long heading (`Matrikelnummer`) breaks within the column rather than under the names.
              sx={{ ...head, ...stickyRoll, zIndex: 2, bgcolor: 'background.default', whiteSpace: 'normal', overflowWrap: 'anywhere' }}
            >
              {t('markSheet.columns.rollNumber')}
            </Box>
            <Box component="th" scope="col" sx={head}>
              {t('markSheet.columns.fullName')}
            </Box>
            {sheet.components.map((c) => (
              <Box component="th" scope="col" key={c.id} sx={{ ...head, textAlign: 'right' }}>
                {`${c.name} (/${f.number(c.maxMarks)})`}
              </Box>
            ))}
            <Box component="th" scope="col" sx={{ ...head, textAlign: 'right' }}>
              {t('markSheet.columns.total', { max: f.number(sheet.internalMax) })}
            </Box>
          </tr>
        </thead>
        <tbody>
          {sheet.students.map((s, r) => (
            <MarkRow
              key={s.id}
              sheet={sheet}
              r={r}
              row={cells[r] ?? []}
              readOnly={readOnly}
              errors={serverErrors}
              onChange={onChange}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
            />
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
