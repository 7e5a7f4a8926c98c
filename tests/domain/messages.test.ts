import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { accountMessages } from '../../src/domain/messages/account';
import { caseClosedMessages } from '../../src/domain/messages/case-closed';
import { caseLifecycleMessages } from '../../src/domain/messages/case-lifecycle';
import { checklistMessages } from '../../src/domain/messages/checklist';
import { confirmationMessages } from '../../src/domain/messages/confirmations';
import { contactMessages } from '../../src/domain/messages/contacts';
import { deadlineMessages } from '../../src/domain/messages/deadlines';
import { documentCentreMessages } from '../../src/domain/messages/document-centre';
import { documentMessages } from '../../src/domain/messages/documents';
import { editConflictMessages } from '../../src/domain/messages/edit-conflict';
import { historyMessages } from '../../src/domain/messages/history';
import { machinesPageMessages } from '../../src/domain/messages/machines-page';
import { notificationMessages } from '../../src/domain/messages/notifications';
import { otherServiceMessages } from '../../src/domain/messages/other-services';
import { presenceMessages } from '../../src/domain/messages/presence';
import { propertyMessages } from '../../src/domain/messages/property';
import { requisitionMessages } from '../../src/domain/messages/requisitions';
import { sessionMessages } from '../../src/domain/messages/session';
import { stakeholderMessages } from '../../src/domain/messages/stakeholders';
import { stampDutyMessages } from '../../src/domain/messages/stamp-duty';

const areas = [
  sessionMessages,
  accountMessages,
  propertyMessages,
  contactMessages,
  stakeholderMessages,
  documentMessages,
  documentCentreMessages,
  requisitionMessages,
  otherServiceMessages,
  checklistMessages,
  stampDutyMessages,
  caseLifecycleMessages,
  caseClosedMessages,
  deadlineMessages,
  confirmationMessages,
  historyMessages,
  machinesPageMessages,
  notificationMessages,
  presenceMessages,
  editConflictMessages,
];

describe('the message catalogue', () => {
  it('is its areas put together, no key in two areas (the later one would silently win)', () => {
    const keys = areas.flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(messages).sort()).toEqual([...keys].sort());
  });
});
