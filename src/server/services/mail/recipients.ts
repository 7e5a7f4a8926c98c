import * as v from 'valibot';
import type { MailRecipient } from './outbox';

/**
 * Seed 001 §7: recipients travel as 'name||email'. The address must be one a mail server would take; the
 * name may be empty (the address then stands for it). The last '||' splits, so a name may contain '||'.
 */
const EMAIL = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.email());

export const RecipientEntrySchema = v.pipe(
  v.string(),
  v.maxLength(600),
  v.check((entry) => parseRecipient(entry) !== null, "must be 'name||email' with a valid e-mail address"),
  v.transform((entry): MailRecipient => parseRecipient(entry) ?? { name: '', email: '' }),
);

export function parseRecipient(entry: string): MailRecipient | null {
  const split = entry.lastIndexOf('||');
  if (split < 0) return null;
  const email = v.safeParse(EMAIL, entry.slice(split + 2));
  if (!email.success) return null;
  const name = entry.slice(0, split).trim();
  return { name: name.slice(0, 200), email: email.output };
}

/** The contract's form again ('name||email' joined by ',,'), as message_details keeps recipients. */
export function joinRecipients(recipients: readonly MailRecipient[]): string {
  return recipients.map((recipient) => `${recipient.name}||${recipient.email}`).join(',,');
}
