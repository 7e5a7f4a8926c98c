import { accountMessages } from './messages/account';
import { caseClosedMessages } from './messages/case-closed';
import { caseLifecycleMessages } from './messages/case-lifecycle';
import { checklistMessages } from './messages/checklist';
import { confirmationMessages } from './messages/confirmations';
import { contactMessages } from './messages/contacts';
import { deadlineMessages } from './messages/deadlines';
import { documentCentreMessages } from './messages/document-centre';
import { documentMessages } from './messages/documents';
import { editConflictMessages } from './messages/edit-conflict';
import { historyMessages } from './messages/history';
import { machinesPageMessages } from './messages/machines-page';
import { notificationMessages } from './messages/notifications';
import { otherServiceMessages } from './messages/other-services';
import { presenceMessages } from './messages/presence';
import { propertyMessages } from './messages/property';
import { requisitionMessages } from './messages/requisitions';
import { sessionMessages } from './messages/session';
import { stakeholderMessages } from './messages/stakeholders';
import { stampDutyMessages } from './messages/stamp-duty';

/**
 * Every user-visible message the seeds state, verbatim. Screens, the server and tests import these;
 * nobody retypes a message. Templated messages are functions so the wording stays in one place.
 *
 * The wording lives in one file per area under ./messages/. This object assembles them for everyone who wants
 * the whole catalogue; code on every page's first load (the API client, the loader, session rules) imports its
 * area alone, so the boot does not carry every area's wording. tests/domain/messages.test.ts checks that no
 * two areas use the same key (a spread would silently keep only the last).
 */
export const messages = {
  ...sessionMessages,
  ...accountMessages,
  ...propertyMessages,
  ...contactMessages,
  ...stakeholderMessages,
  ...documentMessages,
  ...documentCentreMessages,
  ...requisitionMessages,
  ...otherServiceMessages,
  ...checklistMessages,
  ...stampDutyMessages,
  ...caseLifecycleMessages,
  ...editConflictMessages,
  ...caseClosedMessages,
  ...deadlineMessages,
  ...confirmationMessages,
  ...historyMessages,
  ...machinesPageMessages,
  ...notificationMessages,
  ...presenceMessages,
} as const;

export type MessageKey = keyof typeof messages;
