import { Hono } from 'hono';
import { messages } from '../domain/messages';
import type { AppDeps } from './app-deps';
import type { ServerKeys } from './auth/keys';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { AppEnv } from './http/app-env';
import { apiBodyLimit } from './http/body-limit';
import { errorHandler } from './http/error-handler';
import { requestLog } from './http/request-log';
import { API_CSP, APP_CSP, securityHeaders } from './http/security-headers';
import { APP_HOME, staticApp } from './http/static-app';
import { urlTextGuard } from './http/url-text-guard';
import { consoleLogger, type Logger } from './logger';
import type { BackgroundSwitch } from './notifications/background-work';
import { appSettingsRoutes } from './routes/app-settings';
import { authRoutes } from './routes/auth';
import { billingReportRoutes } from './routes/billing-reports';
import { casePresenceRoutes } from './routes/case-presence';
import { caseProgressRoutes } from './routes/case-progress';
import { caseStampDutyRoutes } from './routes/case-stamp-duty';
import { checklistRoutes } from './routes/checklist';
import { contactRoutes } from './routes/contacts';
import { deadlinesBoardRoutes } from './routes/deadlines-board';
import { documentCentreRoutes } from './routes/document-centre';
import { documentOutputRoutes } from './routes/document-output';
import { documentRoutes } from './routes/documents';
import { historyRoutes } from './routes/history';
import { keyRoutes } from './routes/keys';
import { lawFirmDirectoryRoutes } from './routes/law-firm-directory';
import { logoRoutes } from './routes/logo';
import { notificationRoutes } from './routes/notifications';
import { otherServiceRoutes } from './routes/other-services';
import { passwordRoutes } from './routes/password';
import { propertyRoutes } from './routes/property';
import { propertyListingRoutes } from './routes/property-listing';
import { propertyLookupRoutes } from './routes/property-lookups';
import { publicDocumentRoutes } from './routes/public-documents';
import { requisitionReplyRoutes } from './routes/requisition-replies';
import { requisitionReportRoutes } from './routes/requisition-reports';
import { requisitionRoutes } from './routes/requisitions';
import { sandboxRoutes } from './routes/sandbox';
import { sandboxChecklistRoutes } from './routes/sandbox-checklist';
import { securityQaRoutes } from './routes/security-qa';
import { stakeholderRoutes } from './routes/stakeholders';
import { stampDutyRoutes } from './routes/stamp-duty';
import { uenRoutes } from './routes/uen';
import { userRoutes } from './routes/user';
import type { AgencyGateway } from './services/agency/agency-gateway';
import { createAgencySimulator } from './services/agency/agency-simulator';
import { createFileStore, type FileStore } from './services/files/file-store';
import { mailTransportFor, type MailTransport } from './services/mail/mail-transport';
import type { SigningGateway } from './services/signing/signing-gateway';

export interface CreateAppOptions {
  db: Database;
  config: Config;
  keys: ServerKeys;
  clock?: Clock;
  logger?: Logger;
  /** Defaults to a store under config.filesDir. */
  files?: FileStore;
  /** Defaults to SMTP when config.smtpUrl is set, else none (the outbox is the delivery). */
  mail?: MailTransport;
  /** Defaults to the built-in DSS simulator. */
  signing?: SigningGateway;
  /** Defaults to the built-in agency simulator (replies after AGENCY_REPLY_DELAY_MS). */
  agencies?: AgencyGateway;
  /** Request lines are worth having in a running server, noise in tests. */
  logRequests?: boolean;
  /**
   * A serving process (index.ts, each WORKERS process) runs the notifications' periodic work: answers arriving,
   * deadlines falling due. Tests leave it off and move the clock, collecting what they need themselves.
   */
  background?: BackgroundSwitch;
}

/** The whole HTTP surface: the API under /api, the built app under /conveyancing, redirects elsewhere. */
export function createApp(options: CreateAppOptions): Hono {
  const clock = options.clock ?? systemClock;
  const files = options.files ?? createFileStore(options.config.filesDir);
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    keys: options.keys,
    clock,
    logger: options.logger ?? consoleLogger,
    files,
    mail: options.mail ?? mailTransportFor(options.config),
    signing: options.signing,
    agencies: options.agencies ?? createAgencySimulator({ db: options.db, files, clock, config: options.config }),
  };

  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      // Answers carry tokens and personal data: never cache them. Set on the finished response's headers:
      // c.header() after the handler rebuilds the response around its body as a stream, which costs a JSON
      // answer its plain-string path to the socket.
      c.res.headers.set('Cache-Control', 'no-store');
    })
    // Before any route reads them: a path or query no handler could use, and bodies over 1 MB. The sandbox
    // stand-ins answer in their outside services' shapes (the contract's SandboxError) and check their own.
    .use(urlTextGuard({ except: '/api/sandbox' }))
    .use(apiBodyLimit())
    .route('/', keyRoutes(deps))
    .route('/', appSettingsRoutes(deps))
    .route('/', publicDocumentRoutes())
    .route('/', authRoutes(deps))
    .route('/', userRoutes(deps))
    .route('/', passwordRoutes(deps))
    .route('/', securityQaRoutes(deps))
    .route('/', uenRoutes(deps))
    .route('/', logoRoutes(deps))
    .route('/', propertyRoutes(deps))
    .route('/', caseProgressRoutes(deps))
    .route('/', deadlinesBoardRoutes(deps))
    .route('/', historyRoutes(deps))
    .route('/', caseStampDutyRoutes(deps))
    .route('/', propertyListingRoutes(deps))
    .route('/', propertyLookupRoutes(deps))
    .route('/', checklistRoutes(deps))
    .route('/', requisitionRoutes(deps))
    .route('/', requisitionReplyRoutes(deps))
    .route('/', requisitionReportRoutes(deps))
    .route('/', billingReportRoutes(deps))
    .route('/', otherServiceRoutes(deps))
    .route('/', contactRoutes(deps))
    .route('/', stakeholderRoutes(deps))
    .route('/', documentRoutes(deps))
    .route('/', documentOutputRoutes(deps))
    .route('/', documentCentreRoutes(deps))
    .route('/', lawFirmDirectoryRoutes(deps))
    .route('/', stampDutyRoutes(deps))
    .route('/', notificationRoutes(deps))
    .route('/', casePresenceRoutes(deps))
    .route('/sandbox', sandboxRoutes(deps))
    .route('/sandbox', sandboxChecklistRoutes(deps))
    .all('*', (c) => c.json({ errormsg: messages.notFound }, 404));

  options.background?.start(deps);

  const app = new Hono();
  if (options.logRequests) app.use(requestLog(deps.logger));
  // The outer policy is the app's; the API's, registered inside it, sets its headers first and keeps them.
  app.use(securityHeaders(APP_CSP));
  app.use('/api/*', securityHeaders(API_CSP));
  app.onError(errorHandler(deps.logger));
  app.route('/api', api);
  app.route('/', staticApp(deps.config.staticDir));
  app.all('*', (c) => c.redirect(APP_HOME, 302));
  return app;
}
