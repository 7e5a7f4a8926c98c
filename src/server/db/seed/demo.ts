import { count } from 'drizzle-orm';
import { hashSecret } from '../../auth/password-hash';
import { hashAnswer } from '../../auth/security-answer';
import { uniqueCodeHash } from '../../auth/unique-code-hash';
import type { FileStore } from '../../services/files/file-store';
import { undoWritesOnFailure } from '../../services/files/undo-writes-on-failure';
import type { Database } from '../database';
import { lawFirms, lawyers, users, type NewUser } from '../schema';
import { seedDemoCases } from './demo-cases';
import { seedDemoClients } from './demo-client-rows';
import { DEMO_LAWYERS, type DemoLawyerKey } from './demo-contacts';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoHistory } from './demo-history';
import { seedDemoOtherServices } from './demo-other-services';
import { DEMO_FIRMS, DEMO_PASSWORD, DEMO_USERS, type DemoFirmKey, type DemoUser } from './demo-people';
import { seedDemoUploads } from './demo-uploads';

async function demoUserRow(user: DemoUser, firmId: number): Promise<NewUser> {
  const [passwordHash, answer1Hash, answer2Hash] = await Promise.all([
    hashSecret(DEMO_PASSWORD),
    user.securityQa ? hashAnswer(user.securityQa[1]) : null,
    user.securityQa ? hashAnswer(user.securityQa[3]) : null,
  ]);
  return {
    userId: user.userId,
    firmId,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    position: user.position,
    email: user.email,
    phone: user.phone,
    passwordHash,
    passwordState: user.passwordState,
    disclaimerAccepted: user.disclaimerAccepted,
    uenUpdated: user.uenUpdated,
    question1: user.securityQa?.[0] ?? null,
    answer1Hash,
    question2: user.securityQa?.[2] ?? null,
    answer2Hash,
    uniqueCodeHash: user.uniqueCode ? uniqueCodeHash(user.uniqueCode) : null,
  };
}

/**
 * Demo firms, users, contacts, lawyers, properties and requisitions, only into a database without any firm,
 * so a restart (or a real installation that later enables SEED_DEMO) never adds them twice. All or nothing:
 * with a file store, the demo uploads' files too (removed again if the rows do not commit). Without one (an
 * in-memory run whose files would not outlive the seed) the demo has no uploads.
 */
export async function seedDemoData(db: Database, files?: FileStore): Promise<boolean> {
  const [firmCount] = await db.select({ value: count() }).from(lawFirms);
  if ((firmCount?.value ?? 0) > 0) return false;
  if (!files) return seedDemoRows(db);
  return undoWritesOnFailure(files, (write) => seedDemoRows(db, write));
}

async function seedDemoRows(db: Database, write?: FileStore['write']): Promise<boolean> {
  return db.transaction(async (tx) => {
    const firmRows = await tx.insert(lawFirms).values(Object.values(DEMO_FIRMS)).returning({ id: lawFirms.id, acctId: lawFirms.acctId });
    const firmPk = new Map(firmRows.map((row) => [row.acctId, row.id]));
    const firmIdOf = (key: DemoFirmKey) => requireId(firmPk, DEMO_FIRMS[key].acctId);

    const userRows = await Promise.all(DEMO_USERS.map((user) => demoUserRow(user, firmIdOf(user.firm))));
    const inserted = await tx.insert(users).values(userRows).returning({ id: users.id, userId: users.userId });
    const userPk = new Map(inserted.map((row) => [row.userId, row.id]));

    const clientPk = await seedDemoClients(tx, firmIdOf);

    const lawyerKeys = Object.keys(DEMO_LAWYERS) as DemoLawyerKey[];
    const lawyerRows = await tx
      .insert(lawyers)
      .values(
        lawyerKeys.map((key) => {
          const { firm, linkedUser, ...lawyer }: (typeof DEMO_LAWYERS)[DemoLawyerKey] & { linkedUser?: string } = DEMO_LAWYERS[key];
          return { ...lawyer, firmId: firmIdOf(firm), linkedUserId: linkedUser ? requireId(userPk, linkedUser) : null };
        }),
      )
      .returning({ id: lawyers.id, firmId: lawyers.firmId, email: lawyers.email });
    const lawyerByFirmEmail = new Map(lawyerRows.map((row) => [`${row.firmId} ${row.email}`, row.id]));
    const lawyerPk = new Map(
      lawyerKeys.map((key) => [key, lawyerByFirmEmail.get(`${firmIdOf(DEMO_LAWYERS[key].firm)} ${DEMO_LAWYERS[key].email}`) ?? null]),
    );

    await seedDemoCases(tx, { firmIdOf, userIdOf: (userId) => requireId(userPk, userId), clientPk, lawyerPk });
    await seedDemoOtherServices(tx, { firmIdOf, userIdOf: (userId) => requireId(userPk, userId) });
    await seedDemoDocuments(tx, (userId) => requireId(userPk, userId));
    if (write) await seedDemoUploads(tx, write, (userId) => requireId(userPk, userId));
    await seedDemoHistory(tx);
    return true;
  });
}

function requireId(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Demo data refers to unknown "${name}"`);
  return id;
}
