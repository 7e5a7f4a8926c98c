import { messages } from '../../../domain/messages';
import { Cell, Column, Modal, Row, Table, TableBody, TableHeader } from '../../ui';
import { contactRows, type Client, type ContactRow } from './party-details';

export interface ContactInfoModalProps {
  client: Client;
  /** Agents have their own title and columns (seed 001 §2.1). */
  agent: boolean;
  onClose: () => void;
}

interface ColumnDef {
  id: keyof ContactRow;
  name: string;
}

const CLIENT_COLUMNS: ColumnDef[] = [
  { id: 'no', name: 'No.' },
  { id: 'name', name: 'Name' },
  { id: 'identification', name: 'Identification No.' },
  { id: 'phone', name: 'Phone No.' },
  { id: 'email', name: 'Email' },
  { id: 'address', name: 'Address' },
  { id: 'primary', name: 'Primary Contact' },
];

const AGENT_COLUMNS: ColumnDef[] = [
  { id: 'no', name: 'No.' },
  { id: 'name', name: 'Estate Agency Name' },
  { id: 'identification', name: 'Agent CEA No.' },
  { id: 'phone', name: 'Phone No.' },
  { id: 'email', name: 'Email' },
];

function cellContent(row: ContactRow, id: ColumnDef['id']) {
  if (id === 'primary') return row.primary ? 'Yes' : 'No';
  if (id === 'name' && row.person) {
    return (
      <>
        {row.name}
        <span className="summary-contact-person">{row.person}</span>
      </>
    );
  }
  return String(row[id]) || '-';
}

/** The 'More' modal: every contact person of a buyer, seller or agent. */
export function ContactInfoModal({ client, agent, onClose }: ContactInfoModalProps) {
  const title = agent ? messages.agentContactInfoTitle : messages.clientContactInfoTitle;
  const columns = agent ? AGENT_COLUMNS : CLIENT_COLUMNS;
  return (
    <Modal title={title} isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <Table aria-label={title} className="summary-contact-table">
        <TableHeader columns={columns}>
          {(column) => (
            <Column id={column.id} isRowHeader={column.id === 'name'}>
              {column.name}
            </Column>
          )}
        </TableHeader>
        <TableBody items={contactRows(client, agent)} renderEmptyState={() => messages.noRecordsFound}>
          {(row) => (
            <Row id={row.key} columns={columns}>
              {(column) => <Cell>{cellContent(row, column.id)}</Cell>}
            </Row>
          )}
        </TableBody>
      </Table>
    </Modal>
  );
}
