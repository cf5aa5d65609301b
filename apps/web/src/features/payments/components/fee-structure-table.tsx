import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FeeProgramme, FeeStructureRow } from '@campus/shared';
import { useFormat } from '../../../lib/format';

interface FeeStructureTableProps {
  /** The amounts of the course and batch chosen. */
  rows: readonly FeeStructureRow[];
  loading: boolean;
  programmes: readonly FeeProgramme[];
  courseFilter: string;
  batchFilter: string;
  onCourseFilter: (courseId: string) => void;
  onBatchFilter: (batchId: string) => void;
  /** On a phone the course and batch go under the fee type. */
  narrow: boolean;
  onAdd: () => void;
  onEdit: (row: FeeStructureRow) => void;
  onDelete: (row: FeeStructureRow) => void;
}

/** The amounts per semester of one course and batch (or all), each to edit or delete. */
export function FeeStructureTable(props: FeeStructureTableProps) {
  const { rows, loading, programmes, courseFilter, batchFilter, narrow, onAdd, onEdit, onDelete } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const filterCourse = programmes.find((p) => String(p.id) === courseFilter);
  const label = (row: FeeStructureRow) => `${row.feeTypeName} ${row.course} ${row.batch} ${row.semester}`;
  return (
    <Paper variant="outlined">
      <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 200px' }}>
          {t('fees.structureTitle')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('fees.course')}
          value={courseFilter}
          onChange={(e) => props.onCourseFilter(e.target.value)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{t('fees.all')}</MenuItem>
          {programmes.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.code}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('fees.batch')}
          value={batchFilter}
          onChange={(e) => props.onBatchFilter(e.target.value)}
          disabled={!filterCourse}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{t('fees.all')}</MenuItem>
          {(filterCourse?.batches ?? []).map((b) => (
            <MenuItem key={b.id} value={String(b.id)}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
          {t('fees.addAmount')}
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-label={t('fees.structureTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fees.feeType')}</TableCell>
              {!narrow && <TableCell>{t('fees.course')}</TableCell>}
              {!narrow && <TableCell>{t('fees.batch')}</TableCell>}
              <TableCell>{narrow ? t('fees.sem') : t('fees.semester')}</TableCell>
              <TableCell align="right">{t('fees.amount')}</TableCell>
              <TableCell align="right">{t('fees.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={narrow ? 4 : 6}>{t('fees.noStructure')}</TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>
                  {row.feeTypeName}
                  {narrow && (
                    <Typography variant="body2" color="text.secondary">
                      {`${row.course} ${row.batch}`}
                    </Typography>
                  )}
                </TableCell>
                {!narrow && <TableCell>{row.course}</TableCell>}
                {!narrow && <TableCell>{row.batch}</TableCell>}
                <TableCell>{row.semester}</TableCell>
                <TableCell align="right">{format.money(row.amountPaise)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('fees.edit')}>
                    <IconButton aria-label={`${t('fees.edit')} ${label(row)}`} onClick={() => onEdit(row)}>
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('fees.delete')}>
                    <IconButton aria-label={`${t('fees.delete')} ${label(row)}`} onClick={() => onDelete(row)}>
                      <Delete fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
