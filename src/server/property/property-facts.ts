import { taskStageFor, type TaskStage } from '../../domain/property/task-stage';
import { propertyStatus, type PropertyStatus, type StatusFacts } from '../../domain/property-status';
import type { Property } from '../db/schema';

type FactColumns = Pick<Property, 'informationComplete' | 'buyerId' | 'sellerId' | 'buyerLawyerId' | 'sellerLawyerId'>;

/** What the status rule needs, read off the stored row: complete information and the four primary parties. */
export function statusFactsOf(row: FactColumns): StatusFacts {
  return {
    informationComplete: row.informationComplete,
    buyer: row.buyerId !== null,
    seller: row.sellerId !== null,
    buyerLawyer: row.buyerLawyerId !== null,
    sellerLawyer: row.sellerLawyerId !== null,
  };
}

/** Status and task stage are never written by a client: every write stores what the facts give. */
export function derivedState(row: FactColumns): { status: PropertyStatus; taskStage: TaskStage } {
  const facts = statusFactsOf(row);
  return { status: propertyStatus(facts), taskStage: taskStageFor(facts) };
}
