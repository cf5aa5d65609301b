import { useMemo } from 'react';
import { DEFAULT_ADMISSION_TYPES, seatTypeDropCode, usesSeatTypesForAdmission } from '@campus/shared';
import { useAdmissionTypes, useSeatTypes } from '../../lib/master-data';

/** `value` is saved as admissionType, `seat` as the seatType it implies. */
export interface AdmissionTypeChoice {
  value: string;
  label: string;
  seat: string;
}

/**
 * KNRR, BRILL and BRIG take admission types from the seat-type list (`CODE,Label`: the code is
 * shown and saved, the label becomes the seat type); other colleges use the configured types, or
 * the default ones when none are configured. Nothing is offered until the list has arrived.
 */
export function admissionTypeChoices(seatBased: boolean, seatTypes?: string[], admissionTypes?: string[]): AdmissionTypeChoice[] {
  if (seatBased) {
    return (seatTypes ?? []).map((entry) => ({
      value: seatTypeDropCode(entry),
      label: seatTypeDropCode(entry),
      seat: entry.split(',').slice(1).join(',') || entry,
    }));
  }
  if (!admissionTypes) return [];
  const types = admissionTypes.length ? admissionTypes : [...DEFAULT_ADMISSION_TYPES];
  return types.map((x) => ({ value: x, label: x, seat: x }));
}

/** The admission types the college offers; only the list it uses is fetched. */
export function useAdmissionTypeChoices(collegeCode: string): AdmissionTypeChoice[] {
  const seatBased = usesSeatTypesForAdmission(collegeCode);
  const seatTypes = useSeatTypes(seatBased).data;
  const admissionTypes = useAdmissionTypes(!seatBased).data;
  return useMemo(() => admissionTypeChoices(seatBased, seatTypes, admissionTypes), [seatBased, seatTypes, admissionTypes]);
}
