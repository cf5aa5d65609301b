import { z } from 'zod';
import { messageKeyFields } from '../errors.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { boundedText, CODE_MAX, NAME_MAX, PASSWORD_MAX } from '../limits.js';
import { issueText, issuesOf } from '../schema-issue.js';
import { GATEWAY_KEY_TEXTS } from './gateway-keys.texts.js';

const gatewayKeyIssue = issuesOf('gatewayKeys', GATEWAY_KEY_TEXTS);

/** What the list shows in place of a saved password; sent back unchanged, it keeps the stored one. */
export const GATEWAY_PASSWORD_MASK = '••••••••' as const;
/** Far more fee types than a college has: one key each. */
const GATEWAY_KEYS_MAX = 100;
const UNIQUE_KEY_MAX = 64;

const required = (field: string) => ({ error: issueText('input.required', INPUT_TEXTS.required, { field }) });

/**
 * One entry as the page sends it; `uniquekey` names a saved one. The user name and password are
 * named in their messages as the screen labels them, since the screen shows them under its fields.
 */
export const gatewayKeyInputSchema = z.object({
  feeType: boundedText(CODE_MAX, 'feeType').min(1, required('feeType')),
  paymentGatewayUserName: boundedText(NAME_MAX, 'Gateway user name').min(1, required('Gateway user name')),
  paymentGatewayPassword: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? required('Gateway password').error
          : issueText('input.notText', INPUT_TEXTS.notText, { field: 'Gateway password' }),
    })
    .max(PASSWORD_MAX, {
      error: issueText('input.tooLong', INPUT_TEXTS.tooLong, { field: 'Gateway password', max: PASSWORD_MAX }),
      abort: true,
    })
    .min(1, required('Gateway password')),
  uniquekey: boundedText(UNIQUE_KEY_MAX, 'uniquekey').optional(),
});
export type GatewayKeyInput = z.infer<typeof gatewayKeyInputSchema>;

/** `POST savePaymentGatewayKeyMaintenance`: a list of new entries. */
export const saveGatewayKeysSchema = z
  .array(gatewayKeyInputSchema, { error: gatewayKeyIssue('notAList') })
  .min(1, { error: gatewayKeyIssue('emptyList') })
  .max(GATEWAY_KEYS_MAX, { error: gatewayKeyIssue('tooMany', { max: GATEWAY_KEYS_MAX }) });

/** `PUT updatePaymentGatewayKeyMaintenance`: one saved entry; the mask as password keeps the stored one. */
export const updateGatewayKeySchema = gatewayKeyInputSchema.extend({
  uniquekey: boundedText(UNIQUE_KEY_MAX, 'uniquekey').min(1, required('uniquekey')),
});

export const deleteGatewayKeyQuerySchema = z.object({
  uniquekey: boundedText(UNIQUE_KEY_MAX, 'uniquekey').min(1, required('uniquekey')),
});

/** A saved entry as listed: the password is always the mask. */
const gatewayKeyEntrySchema = z.object({
  uniquekey: z.string(),
  feeType: z.string(),
  paymentGatewayUserName: z.string(),
  paymentGatewayPassword: z.literal(GATEWAY_PASSWORD_MASK),
  updatedAt: z.string(),
});

/** `GET getPaymentGatewayKeyMaintenance`: the spec's `{ status, list }`, plus the fee types the page makes one row each of. */
export const gatewayKeysAnswerSchema = z.object({
  status: z.literal('true'),
  list: z.array(gatewayKeyEntrySchema),
  feeTypes: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type GatewayKeysAnswer = z.infer<typeof gatewayKeysAnswerSchema>;

/** The answer of a save, update or delete: shown as a toast. */
export const gatewayKeyChangeAnswerSchema = z.object({ status: z.literal('true'), message: z.string(), ...messageKeyFields });
export type GatewayKeyChangeAnswer = z.infer<typeof gatewayKeyChangeAnswerSchema>;
