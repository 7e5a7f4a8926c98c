import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type BuyerStampDutyRequest = Schemas['BuyerStampDutyRequest'];
export type BuyerStampDuty = Schemas['BuyerStampDuty'];
export type SellerStampDutyRequest = Schemas['SellerStampDutyRequest'];
export type SellerStampDuty = Schemas['SellerStampDuty'];

interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** POST /stamp-duty/buyer: BSD band by band, ABSD and the due date; a refusal (400) is thrown as ApiError with its reason. */
export async function calculateBuyerStampDuty(client: ApiClient, body: BuyerStampDutyRequest, options: CallOptions = {}): Promise<BuyerStampDuty> {
  return unwrap(await client.POST('/stamp-duty/buyer', { body, signal: options.signal }));
}

/** POST /stamp-duty/seller: the SSD rate, the duty and the due date. */
export async function calculateSellerStampDuty(client: ApiClient, body: SellerStampDutyRequest, options: CallOptions = {}): Promise<SellerStampDuty> {
  return unwrap(await client.POST('/stamp-duty/seller', { body, signal: options.signal }));
}
