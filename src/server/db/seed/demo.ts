import { count } from 'drizzle-orm';
import { clientFlagForTransactionType } from '../../../domain/client-flag';
import { formatPropAddress } from '../../../domain/property-address';
import { hashSecret } from '../../auth/password-hash';
import { hashAnswer } from '../../auth/security-answer';
import type { Database } from '../database';
import { clients, lawFirms, properties, transactionTypes, users, type NewUser } from '../schema';
import { DEMO_CLIENTS, DEMO_PROPERTIES } from './demo-cases';
import { DEMO_FIRMS, DEMO_PASSWORD, DEMO_USERS, type DemoFirmKey, type DemoUser } from './demo-people';

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
    uniqueCode: user.uniqueCode ?? null,
  };
}

/**
 * Demo firms, users, properties and contacts, only into a database without any firm, so a restart
 * (or a real installation that later enables SEED_DEMO) never adds them twice. All or nothing.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [firmCount] = await db.select({ value: count() }).from(lawFirms);
  if ((firmCount?.value ?? 0) > 0) return false;

  return db.transaction(async (tx) => {
    const firmRows = await tx.insert(lawFirms).values(Object.values(DEMO_FIRMS)).returning({ id: lawFirms.id, acctId: lawFirms.acctId });
    const firmPk = new Map(firmRows.map((row) => [row.acctId, row.id]));
    const firmIdOf = (key: DemoFirmKey) => requireId(firmPk, DEMO_FIRMS[key].acctId);

    const userRows = await Promise.all(DEMO_USERS.map((user) => demoUserRow(user, firmIdOf(user.firm))));
    const inserted = await tx.insert(users).values(userRows).returning({ id: users.id, userId: users.userId });
    const userPk = new Map(inserted.map((row) => [row.userId, row.id]));

    const types = await tx.select().from(transactionTypes);
    const typeId = new Map(types.map((type) => [type.name, type.id]));

    await tx.insert(properties).values(
      DEMO_PROPERTIES.map((p) => ({
        firmId: firmIdOf(p.firm),
        propertyRefNo: p.propertyRefNo,
        lawfirmRefNo: p.lawfirmRefNo,
        propAddress: formatPropAddress({ hseNo: p.hseNo, streetName: p.street, storeyNo: p.storeyNo, unitNo: p.unitNo, postal: p.postal }),
        propType: p.propType,
        postal: p.postal,
        transactionTypeId: requireId(typeId, p.transactionType),
        clientFlag: clientFlagForTransactionType(p.transactionType),
        completionDate: p.completionDate,
        status: p.status,
        locked: p.locked,
        createdAt: new Date(p.createdAt),
        createdBy: requireId(userPk, p.createdBy),
      })),
    );

    await tx.insert(clients).values(DEMO_CLIENTS.map(({ firm, ...client }) => ({ ...client, firmId: firmIdOf(firm) })));
    return true;
  });
}

function requireId(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Demo data refers to unknown "${name}"`);
  return id;
}
