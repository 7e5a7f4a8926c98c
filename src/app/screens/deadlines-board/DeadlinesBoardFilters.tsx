import type { LawFirmData } from '../../../api/stakeholders';
import { BOARD_STAGES, type BoardStage } from '../../../domain/case/board-stages';
import { messages } from '../../../domain/messages';
import { CASE_STAGE_NAMES } from '../../../domain/messages/case-lifecycle';
import { Select, type SelectItem } from '../../ui';
import type { BoardListing, BoardListingChange } from './board-listing';

/** The select's key for "every lawyer" / "every stage" (a key of '' is no key to react-aria). */
const ALL = 'all';

const STAGE_ITEMS: SelectItem[] = [
  { id: ALL, name: messages.deadlinesBoardAllStages },
  ...BOARD_STAGES.map((stage) => ({ id: stage, name: CASE_STAGE_NAMES[stage] })),
];

const isBoardStage = (key: string): key is BoardStage => (BOARD_STAGES as readonly string[]).includes(key);

/** The firm's users by login id, as the board's lawyer filter names them. */
export function lawyerItems(firm: LawFirmData | undefined): SelectItem[] {
  const users = firm?.lstCMSUsrInfo ?? [];
  return [
    { id: ALL, name: messages.deadlinesBoardAllLawyers },
    ...users.map((user) => ({ id: user.userid, name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.userid })),
  ];
}

export interface DeadlinesBoardFiltersProps {
  listing: BoardListing;
  firm: LawFirmData | undefined;
  onChange: (change: BoardListingChange) => void;
}

/** Lawyer (the firm's own users) and stage; each shows the board from its first page. */
export function DeadlinesBoardFilters({ listing, firm, onChange }: DeadlinesBoardFiltersProps) {
  return (
    <div className="deadlines-board__filters">
      <Select
        label="Lawyer"
        items={lawyerItems(firm)}
        selectedKey={listing.lawyerId || ALL}
        onSelectionChange={(key) => onChange({ type: 'lawyer', lawyerId: key === null || key === ALL ? '' : key })}
      />
      <Select
        label="Stage"
        items={STAGE_ITEMS}
        selectedKey={listing.stage || ALL}
        onSelectionChange={(key) => onChange({ type: 'stage', stage: key !== null && isBoardStage(key) ? key : '' })}
      />
    </div>
  );
}
