import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { otherServiceReplyMachine, type OtherServiceReplyInput } from '../../../../../machines/other-service-reply.machine';
import type { OtherServiceItem } from '../../../../api/other-services';
import { isReplied, PROCESSING, REPLIED } from '../../../../domain/other-services/service-types';
import { Button, Cell, Checkbox, PlayIcon, Row } from '../../../ui';
import { isParcelLand, otherServiceControlNo, propertyTypeLabel, singaporeDay } from './other-service-listing';

export interface OtherServiceRowProps {
  row: OtherServiceItem;
  isTicked: boolean;
  onTick: (row: OtherServiceItem, selected: boolean) => void;
  onParcelInformation: (row: OtherServiceItem) => void;
}

const replyInput = (row: OtherServiceItem): OtherServiceReplyInput => ({
  status: row.status,
  isRead: row.isRead ?? false,
  receivedOn: row.receivedOn ?? null,
});

/**
 * One request of the OTHER SVC LISTING with its own reply machine (machines/other-service-reply.machine.ts): the
 * machine says whether the row can be ticked ('selectable', only Replied), whether its reply is unread, and when
 * it came in. The listing's reloads tell the machine what changed: a reply arrived, the reply was printed.
 */
export function OtherServiceRow({ row, isTicked, onTick, onParcelInformation }: OtherServiceRowProps) {
  const reply = useActorRef(otherServiceReplyMachine, { input: replyInput(row) });
  const selectable = useSelector(reply, (snapshot) => snapshot.hasTag('selectable'));
  const unread = useSelector(reply, (snapshot) => snapshot.hasTag('unread'));
  const receivedOn = useSelector(reply, (snapshot) => snapshot.context.receivedOn);

  const replied = isReplied(row.status);
  const printed = row.isRead ?? false;
  const arrivedOn = row.receivedOn ?? '';
  useEffect(() => {
    if (replied && !reply.getSnapshot().hasTag('selectable')) reply.send({ type: 'reply.arrived', receivedOn: arrivedOn });
    if (printed && reply.getSnapshot().hasTag('unread')) reply.send({ type: 'reply.printed' });
  }, [reply, replied, printed, arrivedOn]);

  const controlNo = otherServiceControlNo(row);
  // Seed 002 §4: Replied, or anything else shown as Processing; the machine has the row's status.
  const status = selectable ? REPLIED : PROCESSING;
  return (
    <Row id={row.id} className={unread ? 'othersvc-row--unread' : undefined}>
      <Cell>
        <Checkbox
          slot={null}
          aria-label={`Select ${controlNo} to print`}
          isDisabled={!selectable}
          isSelected={selectable && isTicked}
          onChange={(selected) => selectable && onTick(row, selected)}
        />
      </Cell>
      <Cell>{controlNo}</Cell>
      <Cell>{row.extractInfos?.referenceNo ?? ''}</Cell>
      <Cell>{singaporeDay(row.createdDate)}</Cell>
      <Cell>{singaporeDay(receivedOn)}</Cell>
      <Cell>{propertyTypeLabel(row.extractInfos?.propertyType)}</Cell>
      <Cell>
        <span className="othersvc-service">
          {row.extractInfos?.serviceType ?? ''}
          {isParcelLand(row) && (
            <Button variant="icon" aria-label={`Parcel land information of ${controlNo}`} onPress={() => onParcelInformation(row)}>
              <PlayIcon />
            </Button>
          )}
        </span>
      </Cell>
      <Cell>
        <span className={`othersvc-status othersvc-status--${status.toLowerCase()}`}>{status}</span>
      </Cell>
    </Row>
  );
}
