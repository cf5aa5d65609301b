import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FeeType } from '@campus/shared';
import { useFormat } from '../../../lib/format';

interface FeeTypesTableProps {
  types: readonly FeeType[];
  /** On a phone the code and category go under the name. */
  narrow: boolean;
  onAdd: () => void;
  onEdit: (row: FeeType) => void;
  onDelete: (row: FeeType) => void;
}

/** The fee types with their fixed amounts, each to edit or delete. */
export function FeeTypesTable({ types, narrow, onAdd, onEdit, onDelete }: FeeTypesTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Paper variant="outlined" sx={{ mb: 3 }}>
      <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('fees.typesTitle')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={onAdd}>
          {t('fees.addType')}
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-label={t('fees.typesTitle')}>
          <TableHead>
            <TableRow>
              {!narrow && <TableCell>{t('fees.code')}</TableCell>}
              <TableCell>{t('fees.name')}</TableCell>
              {!narrow && <TableCell>{t('fees.category')}</TableCell>}
              <TableCell align="right">{t('fees.fixedAmount')}</TableCell>
              <TableCell align="right">{t('fees.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {types.map((row) => (
              <TableRow key={row.id} hover>
                {!narrow && <TableCell>{row.code}</TableCell>}
                <TableCell>
                  {row.name}
                  {narrow && (
                    <Typography variant="body2" color="text.secondary">
                      {`${row.code} · ${t(`fees.categories.${row.category}`)}`}
                    </Typography>
                  )}
                </TableCell>
                {!narrow && <TableCell>{t(`fees.categories.${row.category}`)}</TableCell>}
                <TableCell align="right">{row.fixedAmountPaise == null ? '—' : format.money(row.fixedAmountPaise)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('fees.edit')}>
                    <IconButton aria-label={`${t('fees.edit')} ${row.code}`} onClick={() => onEdit(row)}>
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('fees.delete')}>
                    <IconButton aria-label={`${t('fees.delete')} ${row.code}`} onClick={() => onDelete(row)}>
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
