import { propertiesQueryKey } from '../../../src/api/queries/properties';
import { DeletePropertyFlow } from '../../../src/app/screens/property-listing/DeletePropertyFlow';
import { messages } from '../../../src/domain/messages';
import { describeDeleteFlowReplay } from './delete-flow-replay';

/** The property listing's delete (seed 000 §4): the delete-record model on DeletePropertyFlow. */

const TARGET = { id: 2, lawfirmRefNo: 'TL/2026/002', propertyRefNo: 'PCN-2026-000002' };

describeDeleteFlowReplay({
  name: 'property delete flow',
  render: ({ onClose, onDeleted }) => <DeletePropertyFlow target={TARGET} onClose={onClose} onDeleted={onDeleted} />,
  title: messages.deletePropertyTitle,
  question: messages.confirmDeleteProperty(TARGET.lawfirmRefNo),
  deletedToast: messages.successfullyDeleted,
  queryKey: propertiesQueryKey,
  deletedTarget: TARGET,
});
