import type { HistoryGroupName } from '../../../api/history';
import { HISTORY_GROUP_LABELS, HISTORY_GROUPS, type HistoryGroup } from '../../../domain/history/event-kinds';
import { messages } from '../../../domain/messages';
import { Select, type SelectItem } from '../../ui';

/** The select's key for every kind (a key of '' is no key to react-aria). */
const ALL = 'all';

const isGroup = (key: string): key is HistoryGroup => (HISTORY_GROUPS as readonly string[]).includes(key);

export interface GroupFilterProps {
  /** The groups offered: a case's timeline has no account or firm events. */
  groups: readonly HistoryGroup[];
  value: HistoryGroupName | '';
  onChange: (group: HistoryGroupName | '') => void;
}

/** Filters the events by kind, as groups of kinds (src/domain/history/event-kinds.ts). */
export function GroupFilter({ groups, value, onChange }: GroupFilterProps) {
  const items: SelectItem[] = [
    { id: ALL, name: messages.caseHistoryAllKinds },
    ...groups.map((group) => ({ id: group, name: HISTORY_GROUP_LABELS[group] })),
  ];
  return (
    <Select label="Kind" items={items} selectedKey={value || ALL} onSelectionChange={(key) => onChange(key !== null && isGroup(key) ? key : '')} />
  );
}
