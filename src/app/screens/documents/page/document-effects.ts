import { fromPromise } from 'xstate';
import type { SendDocumentReply, SendDocumentRequest } from '../../../../../machines/document-send.machine';
import { editConflictMachine, type LatestVersion } from '../../../../../machines/edit-conflict.machine';
import type { CreateDocumentRequest, templateDocumentMachine } from '../../../../../machines/template-document.machine';
import {
  addPropertyDocument,
  printDocument,
  sendMailNotification,
  sendMessageToUser,
  signWithDss,
  updatePropertyDocument,
  type PropertyDocument,
  type PropertyDocumentRequest,
} from '../../../../api/documents';
import { outboxQueryKey } from '../../../../api/queries/outbox';
import { propertyQueryKey, propertyQueryOptions } from '../../../../api/queries/property-form';
import { SIGNED_BY, type DocumentModule, type TemplateType } from '../../../../domain/documents/modules';
import { messages } from '../../../../domain/messages';
import { api, queryClient } from '../../../api';
import { savedTemplateOf } from './saved-template';

type TemplateDocumentActors = Parameters<typeof templateDocumentMachine.provide>[0]['actors'];

export interface DocumentCaller {
  propertyId: number;
  propertyRefNo: string;
  /** The signed-in user's id and name: the DSS arranger and the mails' sender. */
  userId: string;
  userName: string;
}

/** Printing, sending and saving change the property's documents (and the activity log): reload them. */
async function refreshProperty(propertyId: number): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: propertyQueryKey(propertyId) });
}

function saved(document: PropertyDocument) {
  return savedTemplateOf(document);
}

/** The create and update calls' body in the seed's field names (seed 001 §7 "Create and update property document"). */
function documentRequest(propertyId: number, input: CreateDocumentRequest): PropertyDocumentRequest {
  return {
    propertyId,
    templateType: input.templateType,
    templateModule: input.module,
    propertyDocumentMetadata: input.metadata,
    propertyDocument: input.summary,
  };
}

/** The template-document machine's calls for one property (seed 001 §7 "Documents"). */
export function templateDocumentEffects(caller: DocumentCaller): NonNullable<TemplateDocumentActors> {
  const { propertyId } = caller;
  return {
    createDocument: fromPromise(async ({ input }) => {
      const document = await addPropertyDocument(api, documentRequest(propertyId, input));
      await refreshProperty(propertyId);
      return saved(document);
    }),
    updateDocument: fromPromise(async ({ input }) => {
      const document = await updatePropertyDocument(api, { ...documentRequest(propertyId, input), propDocId: input.id, version: input.version });
      await refreshProperty(propertyId);
      return saved(document);
    }),
    // Someone saved the document first: their version, as the case now lists it.
    editConflict: editConflictMachine.provide({
      actors: {
        loadLatest: fromPromise(async ({ input }): Promise<LatestVersion> => {
          await refreshProperty(propertyId);
          const property = await queryClient.fetchQuery(propertyQueryOptions(api, propertyId));
          const latest = property.propertyDocument?.find((document) => document.id === input.recordId);
          if (!latest) throw new Error(messages.notFound);
          const { metadata, summary, version } = savedTemplateOf(latest);
          return { values: { metadata, summary }, version };
        }),
      },
    }),
    printDocument: fromPromise(async ({ input }) => {
      const pdfURL = await printDocument(api, {
        propertyId,
        propertyDocumentId: input.documentId,
        templateType: input.templateType,
        templateModule: input.module,
      });
      await refreshProperty(propertyId);
      return { pdfURL };
    }),
    signDocument: fromPromise(async ({ input }) => {
      const submission = await signWithDss(api, {
        arranger: caller.userName,
        // The simulator signs in this order and skips a lawyer whose signed copy is already back.
        signingParty: [...SIGNED_BY],
        documents: [{ propertyDocumentId: input.documentId }],
        transactionId: crypto.randomUUID(),
        propertyId,
        loggedInUser: caller.userId,
      });
      await refreshProperty(propertyId);
      return submission ? [submission] : [];
    }),
  };
}

/**
 * The send modal's call: OTP and WTA go out with send-message-to-user (the PDF attached); the S.65 goes out as
 * its notifications (seed 001 §4 "Notification choice"), each with the signed copies attached.
 */
export function sendDocumentEffect(caller: DocumentCaller, documentId: number, templateType: TemplateType, module: DocumentModule) {
  return async (request: SendDocumentRequest): Promise<SendDocumentReply> => {
    const senderName = caller.userName;
    let sent: boolean;
    if (module === 's65') {
      const replies: boolean[] = [];
      for (const notification of request.notifications) {
        replies.push(
          await sendMailNotification(api, {
            propertyId: caller.propertyId,
            propRefNo: caller.propertyRefNo,
            messageTemplateCode: notification.messageTemplateCode,
            recipents: notification.recipents,
            senderName,
          }),
        );
      }
      sent = replies.length > 0 && replies.every(Boolean);
    } else {
      sent = await sendMessageToUser(api, {
        propertyId: caller.propertyId,
        templateType,
        templateModule: module,
        propertyDocumentId: documentId,
        recipents: request.recipents,
        senderName,
      });
    }
    await Promise.all([refreshProperty(caller.propertyId), queryClient.invalidateQueries({ queryKey: outboxQueryKey })]);
    return sent;
  };
}
