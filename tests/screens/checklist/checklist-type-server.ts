import type { ChecklistTypeInput } from '../../../machines/checklist-type.machine';
import type { Property } from '../../../src/api/property-form';
import { checklistRoutes, untypedChecklistProperty } from '../../../stories/checklist/checklist-api';
import { STORY_PROPERTY } from '../../../stories/property-form/property-api';
import { json, type MockHandler, type MockRequest, type MockRoutes } from '../../../stories/support/mock-api';

interface Pending {
  request: MockRequest;
  resolve: (answer: Response | Promise<Response>) => void;
  reject: (error: Error) => void;
}

/** The stories' case without a transaction type, with the MCST details, completion date and strata lot of the model's input. */
export function untypedCaseOf({ stored }: ChecklistTypeInput): Property {
  const [detail] = STORY_PROPERTY.mcstDetails ?? [];
  return untypedChecklistProperty({
    mcstNo: stored.mcstNo,
    // The stored flag is '0' or '1'; a row without one counts as ticked (checklist-save-rules.ts).
    mcstDetails: stored.mcstDetails.map((row) => ({ ...detail, isChecked: row.isChecked === '0' ? ('0' as const) : ('1' as const) })),
    completionDate: stored.completionDate || null,
    strataLotNo: stored.strataLotNo,
  });
}

/**
 * The stories' in-memory checklist server for one case, with POST /update-property held until the model path
 * answers it: saved as the server saves (`answer`), refused with a 400's messages (`refuse`), or no answer at all
 * (`fail`, as fetch fails offline).
 */
export class ChecklistTypeServer {
  readonly routes: MockRoutes;
  private readonly save: MockHandler;
  private pending: Pending | null = null;

  constructor(property: Property) {
    this.routes = checklistRoutes({ property });
    const save = this.routes['POST /update-property'];
    if (!save) throw new Error('The checklist server has no POST /update-property.');
    this.save = save;
    this.routes['POST /update-property'] = (request) =>
      new Promise<Response>((resolve, reject) => {
        this.pending = { request, resolve, reject };
      });
  }

  get waiting(): boolean {
    return this.pending !== null;
  }

  answer(): void {
    const { request, resolve } = this.take();
    resolve(this.save(request));
  }

  refuse(message: string, errors: readonly string[]): void {
    this.take().resolve(json({ errormsg: message, errors }, 400));
  }

  fail(): void {
    this.take().reject(new TypeError('Failed to fetch'));
  }

  private take(): Pending {
    const pending = this.pending;
    if (!pending) throw new Error('The path answers POST /update-property, but the page has not called it.');
    this.pending = null;
    return pending;
  }
}
