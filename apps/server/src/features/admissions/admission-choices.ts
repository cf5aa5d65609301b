import { DEFAULT_ADMISSION_TYPES, usesSeatTypesForAdmission, type ApplicationFormData, serverText } from '@campus/shared';
import { invalid } from '../../lib/app-error.js';
import type { AdmissionChoices } from '../masterdata/masterdata.service.js';

/** The full form's dropdowns whose options are master data (course, batch, branch, semester aside); each has its message. */
type ChoiceField = 'admissionType' | 'seatType' | 'category' | 'subCaste' | 'nationality' | 'religion' | 'entranceType' | 'agent';
/** The values a record already holds: a modify may keep them even if they were deactivated since. */
export type KeptChoices = Partial<Record<ChoiceField, unknown>>;

const choiceMessage = (field: ChoiceField) => serverText(`admissionRecords.choice.${field}`);

/** Lower case → the spelling master data uses. */
const spellings = (values: readonly string[]) => new Map(values.map((v) => [v.toLowerCase(), v]));

/**
 * Checks the dropdown values of a full-form record against the active master data and answers the
 * record with each value spelt as master data spells it; 400 naming the first wrong field. For the
 * seat-type colleges (KNRR, BRILL, BRIG) the admission type is a seat-type code and the seat type
 * its code or label; otherwise both are one of the admission types. The sub-caste must be one of
 * the chosen category's.
 */
export function checkChoices(
  form: ApplicationFormData,
  choices: AdmissionChoices,
  collegeCode: string,
  kept: KeptChoices = {},
): ApplicationFormData {
  const seatBased = usesSeatTypesForAdmission(collegeCode);
  const configured = choices.admissionTypes.length ? choices.admissionTypes : [...DEFAULT_ADMISSION_TYPES];
  const types = seatBased ? choices.seatTypes.map((s) => s.code) : configured;
  const seats = seatBased ? choices.seatTypes.flatMap((s) => [s.code, s.label]) : configured;
  const checked: ApplicationFormData = { ...form };

  const pick = (field: Exclude<ChoiceField, 'subCaste'>, options: readonly string[]) => {
    const value = form[field];
    if (value === undefined || value === kept[field]) return;
    const found = spellings(options).get(value.toLowerCase());
    if (!found) throw invalid(choiceMessage(field), field);
    checked[field] = found;
  };

  pick('admissionType', types);
  pick('seatType', seats);
  pick(
    'category',
    choices.categories.map((c) => c.code),
  );
  const keepsCaste = form.subCaste === kept.subCaste && form.category === kept.category;
  if (form.subCaste !== undefined && !keepsCaste) {
    const category = choices.categories.find((c) => c.code === checked.category);
    const found = spellings(category?.subCastes ?? []).get(form.subCaste.toLowerCase());
    if (!found) throw invalid(choiceMessage('subCaste'), 'subCaste');
    checked.subCaste = found;
  }
  pick('nationality', choices.keyValues.Nationality);
  pick('religion', choices.keyValues.Religion);
  pick('entranceType', choices.keyValues.entrancetype);
  pick('agent', choices.agents);
  return checked;
}
