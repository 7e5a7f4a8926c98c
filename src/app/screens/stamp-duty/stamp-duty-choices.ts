import { BUYER_PROFILE_NAMES, PROPERTIES_OWNED_NAMES, PROPERTY_USE_NAMES } from '../../../domain/case/stamp-duty-wording';
import { BUYER_PROFILES, PROPERTY_USES, type BuyerProfile, type PropertyUse } from '../../../domain/stamp-duty/rates';

/** The select options of the calculator form, in the words the saved figures and the PDF use too; ids are the wire values. */
export const USE_CHOICES: ReadonlyArray<{ id: PropertyUse; name: string }> = PROPERTY_USES.map((id) => ({ id, name: PROPERTY_USE_NAMES[id] }));

export const BUYER_CHOICES: ReadonlyArray<{ id: BuyerProfile; name: string }> = BUYER_PROFILES.map((id) => ({ id, name: BUYER_PROFILE_NAMES[id] }));

/** ABSD goes by the residential properties already owned; three or more all pay the same rate. */
export const OWNED_CHOICES: ReadonlyArray<{ id: string; name: string }> = PROPERTIES_OWNED_NAMES.map((name, owned) => ({ id: String(owned), name }));
