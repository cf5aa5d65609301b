import { Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Paper, PaperKind } from '@campus/shared';
import { addTranslations } from '../i18n';
import { useFormat } from '../lib/format';
import texts from './vehicle-papers.i18n';

addTranslations(texts);

const TONE = { valid: 'default', lapsing: 'warning', lapsed: 'error' } as const;

/** How a vehicle's papers are named and counted down, in the reader's language. */
export function usePaperWords() {
  const { t } = useTranslation();
  const f = useFormat();
  const name = (kind: PaperKind) => t(`vehiclePapers.kinds.${kind}`);
  return {
    name,
    /** `4 days left`, `last day today`, or `lapsed 3 days ago`. */
    daysLeft: (paper: Paper) =>
      paper.daysLeft < 0
        ? t('vehiclePapers.lapsedAgo', { count: -paper.daysLeft })
        : t('vehiclePapers.daysLeft', { count: paper.daysLeft }),
    /** `Insurance until 05-12-2026`, or `Insurance lapsed on 05-12-2026`. */
    until: (paper: Paper) =>
      t(paper.state === 'lapsed' ? 'vehiclePapers.lapsedOn' : 'vehiclePapers.until', { paper: name(paper.kind), day: f.day(paper.until) }),
  };
}

/** A paper as a chip: valid until a day; in the warning colour with its days left when it lapses soon; in the error colour once lapsed. */
function PaperChip({ paper }: { paper: Paper }) {
  const words = usePaperWords();
  const label = paper.state === 'lapsing' ? `${words.until(paper)} · ${words.daysLeft(paper)}` : words.until(paper);
  return (
    <Chip
      size="small"
      color={TONE[paper.state]}
      variant={paper.state === 'valid' ? 'outlined' : 'filled'}
      label={label}
      data-paper={paper.kind}
      data-state={paper.state}
    />
  );
}

/** Every paper of a vehicle, side by side, wrapping as the room allows. */
export function PaperChips({ papers }: { papers: Paper[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {papers.map((paper) => (
        <PaperChip key={paper.kind} paper={paper} />
      ))}
    </Box>
  );
}
