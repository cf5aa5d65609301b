import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requiredIssue, type EligibilityReason, type PlacementRound } from '@campus/shared';
import { serverMessage } from '../../../lib/api';
import { useFormat } from '../../../lib/format';

type T = (key: string, values?: Record<string, unknown>) => string;

/** The office's pages. */
export const DRIVES = '/app/Placements/Drives';
export const drivePath = (id: number) => `/app/Placements/Drive/${id}`;

/** Rupees in a lakh. */
export const LAKH = 100_000;

/** A choice from a list of a form: none chosen says it is required, not that the value is wrong; then the schema's own check. */
export const chosen = <S extends z.ZodType>(field: string, schema: S) =>
  z
    .string()
    .min(1, { error: requiredIssue(field) })
    .transform((v): unknown => v)
    .pipe(schema);

/** A CTC typed in lakh (`4.5`, in German also `4,5`) → rupees a year; what is no number is handed on as typed, for the schema to refuse. */
const rupeesOfLakh = (typed: unknown): unknown => {
  if (typeof typed !== 'string') return typed;
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,5})?$/.test(text)) return typed;
  return Math.round(Number(text) * LAKH);
};

/** A CTC field of a form: typed in lakh, checked and sent as rupees a year by the shared schema. */
export const lakhField = <S extends z.ZodType>(schema: S) => z.preprocess(rupeesOfLakh, schema);

/** Rupees a year as the office says them: `₹4.5 lakh p.a.` / `4,5 Lakh ₹ p. a.`. */
export function useCtc() {
  const { t } = useTranslation();
  const f = useFormat();
  return (rupees: number | null | undefined) =>
    rupees === null || rupees === undefined ? t('placements.none') : t('placements.lakh', { value: f.number(rupees / LAKH) });
}

/** A drive's rounds in order, in words. */
export const roundsText = (t: T, rounds: readonly PlacementRound[]) => rounds.map((r) => t(`placements.rounds.${r}`)).join(' → ');

/** What keeps a student from a drive, each reason in the reader's language. */
export const reasonsText = (reasons: readonly EligibilityReason[]) =>
  reasons.map((r) => serverMessage({ key: r.key, message: r.message, params: r.params } as Parameters<typeof serverMessage>[0])).join('; ');

/** A titled part of a page. */
export function Part({ id, title, children, actions }: { id: string; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, md: 2 }, mb: 2, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ px: 1, mb: 1 }}>
        {title}
      </Typography>
      {actions}
      {children}
    </Paper>
  );
}
