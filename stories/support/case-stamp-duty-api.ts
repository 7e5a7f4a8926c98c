import { ratesEffectiveOf, STAMP_DUTY_KINDS, type CaseStampDuty, type StampDutyCalculation } from '../../src/domain/case/case-stamp-duty';
import { buyerStampDuty } from '../../src/domain/stamp-duty/buyer-stamp-duty';
import { parseBuyerStampDutyRequest, parseSellerStampDutyRequest, type ParsedStampDutyRequest } from '../../src/domain/stamp-duty/request-schema';
import { sellerStampDuty } from '../../src/domain/stamp-duty/seller-stamp-duty';
import { json, type MockHandler, type MockRoutes } from './mock-api';

/** A 400 as the server words it: the first problem, and each by field. */
const refusal = (parsed: Extract<ParsedStampDutyRequest<unknown>, { ok: false }>) =>
  json({ errormsg: parsed.problems[0]?.message, errors: parsed.problems.map((problem) => `${problem.field}: ${problem.message}`) }, 400);

/** The server's own calculation on the request: the domain schema, then the calculator, as the routes do. */
function calculatedBy<Request>(parse: (body: unknown) => ParsedStampDutyRequest<Request>, calculate: (request: Request) => unknown): MockHandler {
  return ({ body }) => {
    const parsed = parse(body);
    return parsed.ok ? json(calculate(parsed.request)) : refusal(parsed);
  };
}

function calculationOf(kind: string, request: unknown): StampDutyCalculation | Extract<ParsedStampDutyRequest<unknown>, { ok: false }> {
  if (kind === 'buyer') {
    const parsed = parseBuyerStampDutyRequest(request);
    return parsed.ok ? { kind: 'buyer', request: parsed.request, result: buyerStampDuty(parsed.request) } : parsed;
  }
  const parsed = parseSellerStampDutyRequest(request);
  return parsed.ok ? { kind: 'seller', request: parsed.request, result: sellerStampDuty(parsed.request) } : parsed;
}

/**
 * The stamp duty calls of case 101 for stories: the calculator's two, saving on the case (kept in `saved`, which the
 * story's progress answer reads) and the print link.
 */
export function caseStampDutyRoutes(saved: { current: CaseStampDuty }, userId = 'lawyer1'): MockRoutes {
  const save: MockHandler = ({ body }) => {
    const { propertyId, kind, request } = (body ?? {}) as { propertyId?: unknown; kind?: unknown; request?: unknown };
    if (propertyId !== 101) return json({ errormsg: 'Record not found.' }, 404);
    if (!STAMP_DUTY_KINDS.some((known) => known === kind)) return json({ errormsg: 'Kind must be buyer or seller.' }, 400);
    const calculation = calculationOf(String(kind), request);
    if (!('kind' in calculation)) return refusal(calculation);
    const facts = { ratesEffective: ratesEffectiveOf(calculation), savedBy: userId, savedAt: new Date().toISOString() };
    saved.current =
      calculation.kind === 'buyer'
        ? { ...saved.current, buyer: { ...calculation, ...facts } }
        : { ...saved.current, seller: { ...calculation, ...facts } };
    return json(saved.current[calculation.kind]);
  };
  return {
    'POST /stamp-duty/buyer': calculatedBy(parseBuyerStampDutyRequest, buyerStampDuty),
    'POST /stamp-duty/seller': calculatedBy(parseSellerStampDutyRequest, sellerStampDuty),
    'POST /save-case-stamp-duty': save,
    'POST /print-case-stamp-duty': () => json({ pdfURL: '/api/open-pdf/story-stamp-duty' }),
  };
}
