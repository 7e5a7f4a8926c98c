import { createContext } from 'react';
import {
  printCaseStampDuty,
  saveCaseStampDuty,
  type SaveCaseStampDutyRequest,
  type SavedStampDuty,
  type StampDutyKind,
} from '../../../api/case-stamp-duty';
import { api } from '../../api';
import type { CalculateStampDutyLogic } from '../stamp-duty/use-stamp-duty-actor';

/** The server calls of the case page's stamp duty section. */
export interface CaseStampDutyCalls {
  save: (body: SaveCaseStampDutyRequest) => Promise<SavedStampDuty>;
  printLink: (body: { propertyId: number; kind: StampDutyKind }) => Promise<string>;
  /** The calculator's own call; undefined: the app's (POST /stamp-duty/buyer or /seller). */
  calculate?: CalculateStampDutyLogic | undefined;
}

/** The app renders no provider: the case page calls the server. Screen tests provide their own calls. */
export const CaseStampDutyCallsContext = createContext<CaseStampDutyCalls>({
  save: (body) => saveCaseStampDuty(api, body),
  printLink: (body) => printCaseStampDuty(api, body),
});
