import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { S65UploadReply, S65UploadRequest } from '../../../../../machines/s65-signing.machine';
import type { RemoveSignedCopyRequest } from '../../../../../machines/signed-slots';
import type { SignedUploadReply, SignedUploadRequest } from '../../../../../machines/signed-upload.machine';
import { removeSignedCopy, uploadS65SignedDocument, uploadSignedDocument } from '../../../../api/documents';
import type { ChosenFile } from '../../../../domain/documents/signed-copy-rules';
import { api } from '../../../api';
import { sessionStore } from '../../../session/storage';
import { signedCopiesOf } from './signed-copies';

/** The calls the OTP / WTA signed-upload machine invokes; stories and tests replace some of them. */
export interface SignedUploadEffects {
  uploadSignedCopies: PromiseActorLogic<SignedUploadReply, SignedUploadRequest>;
  removeSignedCopy: PromiseActorLogic<boolean, RemoveSignedCopyRequest>;
}

/** The calls the S.65 signing machine invokes. */
export interface S65SigningEffects {
  uploadSignedCopies: PromiseActorLogic<S65UploadReply, S65UploadRequest>;
  removeSignedCopy: PromiseActorLogic<boolean, RemoveSignedCopyRequest>;
}

/** The machines read only name and size; what the picker handed them is the File itself. */
function fileToSend(file: ChosenFile | undefined): Blob | undefined {
  if (file === undefined) return undefined;
  if (!(file instanceof Blob)) throw new Error('The chosen signed copy is not a file.');
  return file;
}

export function appSignedUploadEffects(propertyId: number): SignedUploadEffects {
  return {
    uploadSignedCopies: fromPromise(async ({ input }) => {
      const stored = await uploadSignedDocument({
        propId: propertyId,
        documentModule: input.module,
        signedFile: fileToSend(input.files.signed),
        acceptanceSignedFile: fileToSend(input.files.acceptance),
        token: sessionStore.jwt(),
        onProgress: input.onProgress,
      });
      return signedCopiesOf(stored);
    }),
    // Seed 001 §7: the OTP and WTA pages name the copy propDocId.
    removeSignedCopy: fromPromise(({ input }) => removeSignedCopy(api, { propertyId, propDocId: input.copy.id })),
  };
}

export function appS65SigningEffects(propertyId: number): S65SigningEffects {
  return {
    uploadSignedCopies: fromPromise(async ({ input }) => {
      const stored = await uploadS65SignedDocument({
        propId: propertyId,
        sellerFile: fileToSend(input.files.seller),
        buyerFile: fileToSend(input.files.buyer),
        token: sessionStore.jwt(),
        onProgress: input.onProgress,
      });
      return signedCopiesOf(stored);
    }),
    // Seed 001 §7: the S.65 page names the copy propertyDocId.
    removeSignedCopy: fromPromise(({ input }) => removeSignedCopy(api, { propertyId, propertyDocId: input.copy.id })),
  };
}
