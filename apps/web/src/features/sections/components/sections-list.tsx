import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Section } from '@campus/shared';
import { RowsView, type PagedColumn } from '../../../components/paged-table';
import { useFormat } from '../../../lib/format';

function useColumns(): PagedColumn<Section>[] {
  const { t } = useTranslation();
  const f = useFormat();
  const col = (key: string) => t(`sections.list.columns.${key}`);
  return [
    { key: 'name', header: col('name'), cell: (s) => s.name, card: 'title', nowrap: true, sx: { fontWeight: 600 } },
    { key: 'label', header: col('label'), cell: (s) => s.label, card: 'primary', sx: { minWidth: 180 } },
    { key: 'regulation', header: col('regulation'), cell: (s) => s.regulation, nowrap: true },
    { key: 'semester', header: col('semester'), cell: (s) => f.number(s.semester), align: 'right', nowrap: true },
    { key: 'room', header: col('room'), cell: (s) => s.room ?? '—', nowrap: true },
    { key: 'students', header: col('students'), cell: (s) => f.number(s.students), align: 'right', nowrap: true },
    {
      key: 'allocated',
      header: col('allocated'),
      cell: (s) => t('sections.list.allocatedOf', { allocated: f.number(s.allocated), subjects: f.number(s.subjects) }),
      nowrap: true,
    },
  ];
}

/** A batch's (or branch's) sections, a table or on a phone one card each, each opened by its Open button. */
export function SectionsList({ sections, label, onOpen }: { sections: Section[]; label: string; onOpen: (section: Section) => void }) {
  const { t } = useTranslation();
  return (
    <RowsView
      label={label}
      testId="sections-list"
      columns={useColumns()}
      rows={sections}
      rowKey={(s) => s.id}
      rowAttributes={(s) => ({ 'data-section': s.label })}
      rowTone={(s) => (s.subjects > 0 && s.allocated < s.subjects ? 'warning' : undefined)}
      cardsBelow="md"
      actions={(s) => (
        <Button size="small" variant="outlined" onClick={() => onOpen(s)} aria-label={t('sections.list.openFor', { label: s.label })}>
          {t('sections.list.open')}
        </Button>
      )}
    />
  );
}
