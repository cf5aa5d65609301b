import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Box,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Achievement } from '@campus/shared';
import { useFormat } from '../../../lib/format';

interface Props {
  rows: Achievement[];
  /** Edit and Delete for each row; without them the list is read only. */
  onEdit?: (a: Achievement) => void;
  onDelete?: (a: Achievement) => void;
  /** Without the Department and Faculty columns: a list of one member's own. */
  ownList?: boolean;
}

/** The results table (S.No, Department, Faculty, Date, Description, Edit, Delete); a list of cards on a phone. */
export function AchievementsTable({ rows, onEdit, onDelete, ownList = false }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const actions = (a: Achievement) => (
    <>
      {onEdit && (
        <IconButton aria-label={t('faculty.editOf', { date: format.day(a.dates) })} onClick={() => onEdit(a)} color="primary">
          <EditOutlined />
        </IconButton>
      )}
      {onDelete && (
        <IconButton aria-label={t('faculty.deleteOf', { date: format.day(a.dates) })} onClick={() => onDelete(a)} color="error">
          <DeleteOutline />
        </IconButton>
      )}
    </>
  );

  if (!wide)
    return (
      <Stack spacing={1.5} data-testid="achievements-list">
        {rows.map((a, i) => (
          <Card key={a.id} variant="outlined">
            <CardContent sx={{ pb: '12px !important' }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="caption" color="text.secondary">
                    {i + 1}. {format.day(a.dates)}
                    {!ownList && ` · ${a.departmentName}`}
                  </Typography>
                  {!ownList && <Typography sx={{ fontWeight: 600 }}>{a.facultyName}</Typography>}
                </Box>
                <Box sx={{ flexShrink: 0 }}>{actions(a)}</Box>
              </Box>
              <Typography sx={{ mt: 0.5, overflowWrap: 'break-word' }}>{a.description}</Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );

  return (
    <TableContainer>
      <Table size="small" data-testid="achievements-list">
        <TableHead>
          <TableRow>
            <TableCell>{t('faculty.sNo')}</TableCell>
            {!ownList && <TableCell>{t('faculty.department')}</TableCell>}
            {!ownList && <TableCell>{t('faculty.faculty')}</TableCell>}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('faculty.date')}</TableCell>
            <TableCell>{t('faculty.description')}</TableCell>
            {onEdit && <TableCell align="center">{t('faculty.edit')}</TableCell>}
            {onDelete && <TableCell align="center">{t('faculty.delete')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((a, i) => (
            <TableRow key={a.id} hover>
              <TableCell>{i + 1}</TableCell>
              {!ownList && <TableCell>{a.departmentName}</TableCell>}
              {!ownList && <TableCell sx={{ whiteSpace: 'nowrap' }}>{a.facultyName}</TableCell>}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.day(a.dates)}</TableCell>
              <TableCell>{a.description}</TableCell>
              {onEdit && (
                <TableCell align="center" padding="checkbox">
                  <IconButton aria-label={t('faculty.editOf', { date: format.day(a.dates) })} onClick={() => onEdit(a)} color="primary">
                    <EditOutlined />
                  </IconButton>
                </TableCell>
              )}
              {onDelete && (
                <TableCell align="center" padding="checkbox">
                  <IconButton aria-label={t('faculty.deleteOf', { date: format.day(a.dates) })} onClick={() => onDelete(a)} color="error">
                    <DeleteOutline />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
