import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../../config';

/** One e-mail as the outbox hands it to a transport. */
export interface OutgoingMail {
  from: string;
  to: ReadonlyArray<{ name: string; email: string }>;
  subject: string;
  text: string;
  attachments: ReadonlyArray<{ filename: string; content: Uint8Array }>;
}

/**
 * Where mail goes once it is in the outbox (DESIGN.md: "e-mail (an outbox table, SMTP when configured)").
 * Without a transport the outbox itself is the delivery; tests use nodemailer's JSON or stream transport.
 */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** The one method of a nodemailer transporter the outbox uses. */
export interface MailSender {
  sendMail(options: SendMailOptions): Promise<unknown>;
}

/** A nodemailer transporter (SMTP, JSON, stream …) as the outbox's transport. */
export function nodemailerTransport(sender: MailSender): MailTransport {
  return {
    async send(mail) {
      await sender.sendMail({
        from: mail.from,
        to: mail.to.map((recipient) => ({ name: recipient.name, address: recipient.email })),
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          content: Buffer.from(attachment.content),
          contentType: 'application/pdf',
        })),
      });
    },
  };
}

// A mail server that does not answer must not hold the lawyer's send button for minutes.
const SMTP_TIMEOUT_MS = 15_000;

/** SMTP_URL as a transport, or none: then mail stays in the outbox. */
export function mailTransportFor(config: Pick<Config, 'smtpUrl'>): MailTransport | undefined {
  if (!config.smtpUrl) return undefined;
  return nodemailerTransport(
    nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    }),
  );
}
