import { contactsQueryKey } from '../../../src/api/queries/contacts';
import { DeleteContactFlow } from '../../../src/app/screens/contacts/listing/DeleteContactFlow';
import { messages } from '../../../src/domain/messages';
import { listRow, MARINA_BAY } from '../../../stories/contacts/contact-fixtures';
import { describeDeleteFlowReplay } from '../property-listing/delete-flow-replay';

/** The contact listing's delete (seed 000 §6, §8): the delete-record model on DeleteContactFlow. */

const TARGET = listRow(MARINA_BAY);

describeDeleteFlowReplay({
  name: 'contact delete flow',
  render: ({ onClose }) => <DeleteContactFlow target={TARGET} onClose={onClose} />,
  title: messages.contactDeleteTitle,
  question: messages.confirmDeleteContact(TARGET.name),
  deletedToast: messages.contactDeleted(TARGET.name, TARGET.contactNumber),
  queryKey: contactsQueryKey,
});
