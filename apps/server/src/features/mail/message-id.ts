import crypto from 'node:crypto';

/**
 * A mail's Message-ID: what sent it and its row's id, with a random part nobody can guess, so that a
 * returned mail naming it is one of ours and not a forged report (ADR 0125). On the domain of the
 * sender's address, as mail servers expect.
 */
export function mailMessageId(sender: 'notification' | 'outbox', id: number, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'campus-erp.invalid';
  return `<${sender}.${id}.${crypto.randomBytes(12).toString('base64url')}@${domain}>`;
}

/** Which sender a Message-ID of ours came from; none for any other. */
export function senderOf(messageId: string): 'notification' | 'outbox' | undefined {
  return /^<(notification|outbox)\./.exec(messageId)?.[1] as 'notification' | 'outbox' | undefined;
}
