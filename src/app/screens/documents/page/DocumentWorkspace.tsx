import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Property } from '../../../../api/property-form';
import { propertyQueryOptions } from '../../../../api/queries/property-form';
import type { DocumentMetadata } from '../../../../domain/documents/metadata';
import type { DocumentModule } from '../../../../domain/documents/modules';
import { s65SignedState, type SignedCopy } from '../../../../domain/documents/signed-copy-rules';
import type { DocumentSummary } from '../../../../domain/documents/summary';
import { documentFieldLabel } from '../../../../domain/edit-conflict/field-labels';
import { messages } from '../../../../domain/messages';
import { todayInSingapore } from '../../../../domain/today';
import { api, queryClient } from '../../../api';
import { AlertDialog, showToast } from '../../../ui';
import { EditConflictDialog, type EditConflictActor } from '../../common/EditConflictDialog';
import { saveDocument } from '../../common/save-document';
import { UnsavedChangesGuard } from '../../common/UnsavedChangesGuard';
import { usePresenceActivity } from '../../presence';
import { useUserDetails } from '../../shell/user-details-context';
import {
  ActivityLogButton,
  ActivityLogModal,
  DocumentActions,
  DocumentFormButtons,
  DocumentPageHeader,
  DocumentTabs,
  TemplateSelector,
  type DocumentTab,
} from '../common';
import { FieldValidityProvider, focusDocumentField, type FieldValidityReport } from '../common/field-validity';
import { DocumentSendModal, sendInputFor } from '../send';
import { signedCopiesOf } from '../signed';
import { sendDocumentEffect, type DocumentCaller } from './document-effects';
import { latestSavedTemplate } from './saved-template';
import { useTemplateDocument } from './use-template-document';

export interface ContentProps {
  metadata: DocumentMetadata;
  isEditing: boolean;
  onChange: (patch: DocumentMetadata) => void;
}

export interface SummaryProps {
  summary: DocumentSummary;
  isEditing: boolean;
  today: string;
  onChange: (patch: Partial<DocumentSummary>) => void;
  copies: readonly SignedCopy[];
  /** For the signed-copy panels: reload the property and answer its fresh copies; download a copy. */
  onCopiesChanged: () => Promise<SignedCopy[]>;
  onDownload: (copy: SignedCopy) => void;
}

export interface DocumentWorkspaceProps {
  module: DocumentModule;
  property: Property;
  /** What a new document starts with (otpDefaults, wtaDefaults, s65Defaults). */
  defaults: DocumentMetadata;
  /** The EDIT AND PRINT tab's document. */
  renderContent: (props: ContentProps) => ReactNode;
  /** The SUMMARY tab: its fields and the signed-copy uploads. */
  renderSummary: (props: SummaryProps) => ReactNode;
}

/**
 * One OTP, WTA or S.65 page (seed 001 §2.2–2.4) driven by the template-document machine: the template selector and
 * action icons, the two tabs, Save / Update and Cancel, the alerts, the send modal and the activity log.
 */
export function DocumentWorkspace({ module, property, defaults, renderContent, renderSummary }: DocumentWorkspaceProps) {
  const user = useUserDetails();
  const today = todayInSingapore();
  const copies = useMemo(() => signedCopiesOf(property.propertyDocument), [property.propertyDocument]);
  const caller = useMemo<DocumentCaller>(
    () => ({ propertyId: property.id, propertyRefNo: property.propertyRefNo, userId: user.userDetails.user_id, userName: user.userDetails.userName }),
    [property.id, property.propertyRefNo, user.userDetails.user_id, user.userDetails.userName],
  );
  // The machine starts from the property as first loaded; later reloads reach it through its own events.
  const [input] = useState(() => {
    const saved = latestSavedTemplate(property.propertyDocument, module);
    return { module, templateType: saved?.templateType ?? null, saved, defaults, today, s65Copies: copies };
  });
  const { actorRef, state, print } = useTemplateDocument(input, caller, copies);
  const [tab, setTab] = useState<DocumentTab>('edit');
  const [activityOpen, setActivityOpen] = useState(false);
  const page = useRef<HTMLElement>(null);
  // A field the machine refused to save (issue 18) gets focus once its alert has closed.
  const [focusField, setFocusField] = useState<string | null>(null);
  useEffect(() => {
    const subscription = actorRef.on('field.focus', ({ field }) => setFocusField(field));
    return () => subscription.unsubscribe();
  }, [actorRef]);
  useEffect(() => {
    if (focusField === null) return;
    focusDocumentField(page.current, focusField);
    setFocusField(null);
  }, [focusField]);
  const reportValidity = useCallback<FieldValidityReport>(
    (field, label, error) => actorRef.send({ type: 'field.validity', field, label, message: error ?? null }),
    [actorRef],
  );

  const onCopiesChanged = async () => {
    const fresh = await queryClient.fetchQuery({ ...propertyQueryOptions(api, property.id), staleTime: 0 });
    return signedCopiesOf(fresh.propertyDocument);
  };
  const download = (copy: { id: number; fileName: string }) => {
    saveDocument(copy.id, copy.fileName).catch(() => showToast(messages.downloadFailed, 'error'));
  };

  const { context } = state;
  const send = (event: Parameters<typeof actorRef.send>[0]) => actorRef.send(event);
  const isEditing = state.hasTag('editing');
  usePresenceActivity(isEditing ? module : null);
  const isBusy = state.hasTag('busy');
  const onMetadata = (patch: DocumentMetadata) => send({ type: 'document.change', metadata: patch });
  const onSummary = (patch: Partial<DocumentSummary>) => send({ type: 'document.change', summary: patch });
  const formButtons = isEditing || (isBusy && !state.matches({ existing: 'printing' }) && !state.matches({ existing: 'signing' }));
  const hasForm = !state.matches('noTemplate');

  const actions = (
    <>
      <TemplateSelector
        module={module}
        value={context.templateType}
        onChange={(templateType) => send({ type: 'template.select', templateType })}
        isDisabled={isBusy}
      />
      <DocumentActions
        module={module}
        send={{ onPress: () => send({ type: 'document.send' }), isDisabled: !state.can({ type: 'document.send' }) }}
        print={{ onPress: print, isDisabled: !state.can({ type: 'document.print' }), isBusy: state.matches({ existing: 'printing' }) }}
        edit={{ onPress: () => send({ type: 'document.edit' }), isDisabled: !state.can({ type: 'document.edit' }) }}
        dssSign={
          module === 's65'
            ? {
                onPress: () => send({ type: 'document.sign' }),
                isDisabled: !state.can({ type: 'document.sign' }),
                isBusy: state.matches({ existing: 'signing' }),
              }
            : undefined
        }
      />
    </>
  );

  const buttons = formButtons && (
    <DocumentFormButtons
      isNew={state.matches('new')}
      onSubmit={() => send({ type: 'document.save' })}
      onCancel={() => send({ type: 'document.cancel' })}
      isBusy={isBusy}
    />
  );

  return (
    <section ref={page} className="document-page" aria-labelledby="document-page-title">
      <DocumentPageHeader module={module} property={property} actions={actions} />
      {hasForm ? (
        <FieldValidityProvider value={reportValidity}>
          <DocumentTabs
            selected={tab}
            onSelectionChange={setTab}
            editAndPrint={
              <>
                {renderContent({ metadata: context.draft.metadata, isEditing, onChange: onMetadata })}
                {buttons}
              </>
            }
            summary={
              <>
                {renderSummary({
                  summary: context.draft.summary,
                  isEditing,
                  today,
                  onChange: onSummary,
                  copies,
                  onCopiesChanged,
                  onDownload: download,
                })}
                {buttons}
                <ActivityLogButton module={module} onPress={() => setActivityOpen(true)} />
              </>
            }
          />
        </FieldValidityProvider>
      ) : (
        <p className="document-page__choose">{messages.selectOneTemplateType}</p>
      )}
      {state.hasTag('problems') && (
        <AlertDialog title={messages.documentValidationFailed} isOpen tone="error" onPrimary={() => send({ type: 'alert.dismiss' })}>
          <ul className="form-flow-problems">
            {context.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </AlertDialog>
      )}
      {state.hasTag('alert') && context.alert && (
        <AlertDialog title={context.alert.title} isOpen tone={context.alert.tone} onPrimary={() => send({ type: 'alert.dismiss' })}>
          {context.alert.text && <p>{context.alert.text}</p>}
        </AlertDialog>
      )}
      {state.hasTag('send') && context.saved && (
        <DocumentSendModal
          input={sendInputFor(property, module, module === 's65' ? sendSignedState(copies) : null, managingAgentOf(context.saved.metadata))}
          sendDocument={sendDocumentEffect(caller, context.saved.id, context.saved.templateType, module)}
          onClose={() => send({ type: 'send.close' })}
        />
      )}
      <EditConflictDialog
        actor={state.hasTag('conflict') ? (state.children.editConflict as EditConflictActor | undefined) : undefined}
        fieldLabel={documentFieldLabel}
      />
      <UnsavedChangesGuard hasUnsavedChanges={() => actorRef.getSnapshot().context.edited} />
      {activityOpen && (
        <ActivityLogModal
          module={module}
          property={property}
          onClose={() => setActivityOpen(false)}
          onOpenFile={(row) => download({ id: row.documentId, fileName: row.fileName })}
        />
      )}
    </section>
  );
}

/** The S.65 goes to the managing agent named on the notice (its MCST data, seed 001 §3 "S.65 metadata"). */
function managingAgentOf(metadata: DocumentMetadata): { name: string; email: string } | null {
  const name = metadata.s65McstMaName?.trim() ?? '';
  const email = metadata.s65McstMaMail?.trim() ?? '';
  return name || email ? { name, email } : null;
}

/** The send modal opens only once the seller's lawyer has signed, so 'none' never reaches it. */
function sendSignedState(copies: readonly SignedCopy[]): 'seller' | 'both' {
  return s65SignedState(copies) === 'both' ? 'both' : 'seller';
}
