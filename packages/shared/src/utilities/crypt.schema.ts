import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../limits.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { MESSAGES } from '../messages.js';
import { issueText } from '../schema-issue.js';

const CRYPT_DIRECTIONS = ['encrypt', 'decrypt'] as const;
export type CryptDirection = (typeof CRYPT_DIRECTIONS)[number];

/**
 * A sealed value is longer than its text (version, nonce, tag, base64): room for a plain text of
 * TEXT_MAX characters of up to three bytes each.
 */
const SEALED_TEXT_MAX = 8_300;

/** `getDecryptedValue?content&type`: the text to encrypt, or the value to decrypt. */
export const cryptQuerySchema = z
  .object({
    type: z.enum(CRYPT_DIRECTIONS, { error: issueText('utilities.cryptType', 'type must be encrypt or decrypt') }),
    content: boundedText(SEALED_TEXT_MAX, 'content').optional(),
  })
  .superRefine((query, ctx) => {
    const content = query.content ?? '';
    if (!content) {
      const message =
        query.type === 'decrypt'
          ? issueText('utilities.enterEncrypted', MESSAGES.enterEncrypted)
          : issueText('utilities.enterPlainText', MESSAGES.enterPlainText);
      ctx.addIssue({ code: 'custom', path: ['content'], message });
      return;
    }
    if (query.type === 'encrypt' && content.length > TEXT_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: issueText('input.tooLong', INPUT_TEXTS.tooLong, { field: 'content', max: TEXT_MAX }),
      });
  });
export type CryptQuery = z.input<typeof cryptQuerySchema>;
