import { z } from 'zod';
import {
  accountSchema,
  achievementChangeAnswerSchema,
  alumniHistoryAnswerSchema,
  apiErrorSchema,
  collegeSettingsAnswerSchema,
  counterDaySchema,
  counterReceiptAnswerSchema,
  createLoginsResponseSchema,
  createOrderAnswerSchema,
  examTitleStatusAnswerSchema,
  feeStructureInputSchema,
  feeStructureRowSchema,
  feeTypeBodySchema,
  feeTypeSchema,
  gatewayKeyChangeAnswerSchema,
  instrumentAnswerSchema,
  masterDataRowSchema,
  messageResponseSchema,
  paymentDataListSchema,
  resolveDecisionAnswerSchema,
  resolveDecisionSchema,
  updateUserBodySchema,
  verifiedPaymentSchema,
} from '@campus/shared';

/**
 * The shared zod schemas the API document names (`#/components/schemas/<name>`): the error shape
 * every 4xx answers, and each body or answer that more than one operation has. A registry of the
 * document's own, so that naming them changes nothing else (ADR 0107). Parameters and queries stay
 * inline: the document lists them one by one.
 */
export const API_SCHEMAS = z.registry<{ id: string }>();

for (const [schema, id] of [
  [apiErrorSchema, 'ApiError'],
  [messageResponseSchema, 'MessageResponse'],
  [collegeSettingsAnswerSchema, 'CollegeSettings'],
  [masterDataRowSchema, 'MasterDataRow'],
  [examTitleStatusAnswerSchema, 'ExamTitleStatus'],
  [createOrderAnswerSchema, 'CreatedOrder'],
  [verifiedPaymentSchema, 'VerifiedPayment'],
  [feeTypeBodySchema, 'FeeTypeBody'],
  [feeTypeSchema, 'FeeType'],
  [feeStructureInputSchema, 'FeeStructureBody'],
  [feeStructureRowSchema, 'FeeStructureRow'],
  [paymentDataListSchema, 'PaymentDataList'],
  [gatewayKeyChangeAnswerSchema, 'GatewayKeyChange'],
  [resolveDecisionSchema, 'ResolveDecision'],
  [resolveDecisionAnswerSchema, 'ResolveDecisionAnswer'],
  [counterReceiptAnswerSchema, 'CounterReceipt'],
  [counterDaySchema, 'CounterDay'],
  [instrumentAnswerSchema, 'InstrumentChange'],
  [accountSchema, 'Account'],
  [updateUserBodySchema, 'UpdateUserBody'],
  [createLoginsResponseSchema, 'CreatedLogins'],
  [achievementChangeAnswerSchema, 'AchievementChange'],
  [alumniHistoryAnswerSchema, 'AlumniHistoryChange'],
] as const)
  API_SCHEMAS.add(schema, { id });
