import type { ServerKeys } from './auth/keys';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import type { AgencyGateway } from './services/agency/agency-gateway';
import type { FileStore } from './services/files/file-store';
import type { MailTransport } from './services/mail/mail-transport';
import type { SigningGateway } from './services/signing/signing-gateway';

/** What the routes need from the outside world; tests supply a real PGlite and in-memory keys. */
export interface AppDeps {
  db: Database;
  config: Config;
  keys: ServerKeys;
  clock: Clock;
  logger: Logger;
  files: FileStore;
  /** Where the outbox delivers (SMTP when SMTP_URL is set); absent, the outbox itself is the delivery. */
  mail?: MailTransport | undefined;
  /** Digital signing of the S.65; absent, the built-in DSS simulator. */
  signing?: SigningGateway | undefined;
  /** The government agencies legal requisitions go to (createApp defaults it to the built-in simulator). */
  agencies: AgencyGateway;
}
