import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createLoaderStore } from '../../src/api/loader';
import {
  listOtherServices,
  otherServicePrintItem,
  printOtherServices,
  searchNonSoa,
  searchSoa,
  submitNonSoa,
  submitParcelLand,
  submitSoa,
  type OtherServiceItem,
  type OtherServicePage,
  type ParcelLandRequest,
} from '../../src/api/other-services';
import { OTHER_SERVICE_REFRESH_MS, otherServiceListQueryOptions, otherServicesQueryKey } from '../../src/api/queries/other-services';
import { messages } from '../../src/domain/messages';
import { isSuccessReply } from '../../src/domain/other-services/service-types';
import { baseUrl, fakeFetch, json, type Responder } from './fake-fetch';

const REPLIED: OtherServiceItem = {
  id: 7,
  plControlNo: 'PL2026110000000007',
  rpControlNo: 'RP2026110000000007',
  messageType: 'PLI',
  status: 'Replied',
  createdDate: '2026-11-02T01:00:00.000Z',
  receivedOn: '2026-11-02T03:00:00.000Z',
  extractInfos: { referenceNo: 'TL/CONV/2026/0141', serviceType: 'Parcel Land', propertyType: 'L', parcelNo: 'P12345' },
};
const PROCESSING: OtherServiceItem = { ...REPLIED, id: 8, status: 'Processing', receivedOn: null };
const page = (...records: OtherServiceItem[]): OtherServicePage => ({ records, recordCount: records.length, pageNo: 1, pageSize: 5 });

function setup(respond: Responder) {
  const net = fakeFetch(respond);
  const client = createApiClient({ baseUrl, getToken: () => 'jwt-1', fetch: net.fetch, loader: createLoaderStore() });
  const only = async () => {
    expect(net.requests).toHaveLength(1);
    const request = net.requests[0]!;
    const text = await request.clone().text();
    return {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      idempotencyKey: request.headers.get('Idempotency-Key'),
    };
  };
  return { client, only };
}

const text = (body: string) => new Response(body, { headers: { 'Content-Type': 'text/plain' } });

describe('other services calls', () => {
  it('listOtherServices posts the search and page and answers the page', async () => {
    const { client, only } = setup(() => json(page(REPLIED)));
    const request = { loginId: 'lawyer1', searchText: 'tl/conv', pageNo: 2, pageSize: 10 } as const;
    await expect(listOtherServices(client, request)).resolves.toEqual(page(REPLIED));
    expect(await only()).toEqual({ method: 'POST', path: '/api/iras-listing', body: request, idempotencyKey: null });
  });

  it('searchSoa sends the dates and referenceNo null; searchNonSoa the fields as given', async () => {
    const answer = { count: 0, searchResult: [] };
    const soa = setup(() => json(answer));
    await expect(searchSoa(soa.client, { loginId: 'lawyer1', fromDate: '01/11/2026', toDate: '30/11/2026', referenceNo: null })).resolves.toEqual(
      answer,
    );
    expect(await soa.only()).toMatchObject({
      path: '/api/searchSOA',
      body: { loginId: 'lawyer1', fromDate: '01/11/2026', toDate: '30/11/2026', referenceNo: null },
    });
    const nonSoa = setup(() => json(answer));
    const body = { loginId: 'lawyer1', strBlk: '10', strStrtName: 'ANSON ROAD', strPropType: 'B' } as const;
    await searchNonSoa(nonSoa.client, body);
    expect(await nonSoa.only()).toMatchObject({ path: '/api/searchNonSOA', body });
  });

  it.each([
    { name: 'submitSoa', call: submitSoa, path: '/api/submitSOA' },
    { name: 'submitNonSoa', call: submitNonSoa, path: '/api/submitNonSOA' },
  ])('$name sends the Idempotency-Key and answers the message text', async ({ call, path }) => {
    const { client, only } = setup(() => text(messages.submitted));
    const body = { loginId: 'lawyer1', lfControlNos: ['LF2026110000000001'] };
    await expect(call(client, body, 'submit-0001')).resolves.toBe(messages.submitted);
    expect(await only()).toEqual({ method: 'POST', path, body, idempotencyKey: 'submit-0001' });
  });

  it("submitParcelLand sends the Idempotency-Key and answers the reply text; 'Success' in it means sent", async () => {
    const reply = messages.parcelLandSent('PL2026110000000009');
    const { client, only } = setup(() => text(reply));
    const body: ParcelLandRequest = {
      action: 'Send',
      loginId: 'lawyer1',
      parcelNo: 'P12345',
      lotDetail: { landLotDetails: [{ landLotFormat: 'N', landLotMkTsId: 'MK', landLotMkTsNo: '18', landLotNo: '01234X' }] },
      applicantDetail: { referenceNo: 'TL/CONV/2026/0141', reqDate: '03/11/2026' },
      agenciesDetail: [{ agencyCode: 'IRAS', deptCode: 'IRAS', chargeCode: 'IRAA', applFee: 37.38, applGst: 2.62, usageQty: 1 }],
    };
    const answer = await submitParcelLand(client, body, 'parcel-0001');
    expect(answer).toBe(reply);
    expect(isSuccessReply(answer)).toBe(true);
    expect(isSuccessReply('Parcel No. is required.')).toBe(false);
    expect(await only()).toMatchObject({ path: '/api/lr-parcel-land', body, idempotencyKey: 'parcel-0001' });
  });

  it('printOtherServices posts lrPrint and answers the PDF link; a refusal carries the seed message', async () => {
    const { client, only } = setup(() => json({ pdfURL: '/api/pdf/abc' }));
    const body = { loginId: 'lawyer1', lrPrint: [otherServicePrintItem(REPLIED)] };
    await expect(printOtherServices(client, body)).resolves.toBe('/api/pdf/abc');
    expect(await only()).toMatchObject({
      path: '/api/othersvc-print',
      body: { loginId: 'lawyer1', lrPrint: [{ rpControlNo: REPLIED.rpControlNo, messageType: 'PLI' }] },
    });
    const refused = setup(() => json({ errormsg: messages.selectAtLeastOneOptionAndPrint }, 400));
    await expect(printOtherServices(refused.client, { loginId: 'lawyer1', lrPrint: [] })).rejects.toMatchObject({
      status: 400,
      message: messages.selectAtLeastOneOptionAndPrint,
    });
  });
});

describe('otherServiceListQueryOptions', () => {
  const request = { loginId: 'lawyer1', searchText: '', pageNo: 1, pageSize: 5 } as const;

  it('keys the page by who asks, the search and the page, and keeps the previous page while loading', () => {
    const { client } = setup(() => json(page()));
    const options = otherServiceListQueryOptions(client, request);
    expect(options.queryKey).toEqual([...otherServicesQueryKey, 'list', request]);
    expect(otherServiceListQueryOptions(client, { ...request, loginId: 'lawyer2' }).queryKey).not.toEqual(options.queryKey);
    expect(options.refetchOnMount).toBe(false);
    expect(options.placeholderData).toBeDefined();
  });

  it('reloads every 30 seconds while a row of the page is Processing, and not once all are Replied', async () => {
    let answer = page(REPLIED, PROCESSING);
    const { client } = setup(() => json(answer));
    const queryClient = new QueryClient();
    const options = otherServiceListQueryOptions(client, request);
    const interval = options.refetchInterval;
    if (typeof interval !== 'function') throw new Error('refetchInterval should depend on the page');
    await queryClient.query(options);
    const query = () => queryClient.getQueryCache().find({ queryKey: options.queryKey })!;
    expect(interval(query() as never)).toBe(OTHER_SERVICE_REFRESH_MS);
    answer = page(REPLIED);
    await queryClient.refetchQueries({ queryKey: options.queryKey });
    expect(interval(query() as never)).toBe(false);
  });
});
