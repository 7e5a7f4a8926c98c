import type { ApiClient } from './client';
import type { Property } from './property-form';
import { unwrap } from './result';
import type { components } from './schema.gen';
import { ifMatch, type PartiesSeen } from './stakeholders';

type Schemas = components['schemas'];
export type SecondaryStakeholderKind = Schemas['SecondaryStakeholderKind'];
export type SecondaryInfoName = Schemas['SecondaryInfoName'];
export type SecondaryInfo = Schemas['SecondaryInfo'];
export type AssignSecondStakeholderRequest = Schemas['AssignSecondStakeholderRequest'];
export type RemoveSecondStakeholderRequest = Schemas['RemoveSecondStakeholderRequest'];

/**
 * The secondary-stakeholder calls of seed 001 §7 "Stakeholders". Both answer with the property as it now is;
 * failures arrive as ApiError (a 400 lists the per-field `errors`, a refusal is a 409 with its `errormsg`).
 */

/** POST /assign-2nd-stakeholder (path ours, the seed does not show it): adds the stakeholder or replaces it. */
export async function assignSecondStakeholder(client: ApiClient, body: AssignSecondStakeholderRequest, seen?: PartiesSeen): Promise<Property> {
  return unwrap(await client.POST('/assign-2nd-stakeholder', { body, ...ifMatch(seen) }));
}

/** POST /remove-assigned-2nd-stakeholder: `kind` here is the info object's name, as the seed sends it. */
export async function removeAssignedSecondStakeholder(
  client: ApiClient,
  body: RemoveSecondStakeholderRequest,
  seen?: PartiesSeen,
): Promise<Property> {
  return unwrap(await client.POST('/remove-assigned-2nd-stakeholder', { body, ...ifMatch(seen) }));
}
