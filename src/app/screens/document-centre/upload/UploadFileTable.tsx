import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { uploadBatchMachine, UploadRow } from '../../../../../machines/upload-batch.machine';
import { sizeInMb, UPLOAD_DOC_MODULE_LABELS, UPLOAD_DOC_MODULES, type UploadDocModule } from '../../../../domain/documents/centre/limits';
import { Button, Checkbox, ProgressBar, Select } from '../../../ui';
import { TrashIcon } from '../../documents/signed/TrashIcon';
import { PropertyRefField } from './PropertyRefField';

type UploadBatchActor = ActorRefFrom<typeof uploadBatchMachine>;

const TYPE_ITEMS = UPLOAD_DOC_MODULES.map((module) => ({ id: module, name: UPLOAD_DOC_MODULE_LABELS[module] }));
const isUploadModule = (key: string | null): key is UploadDocModule => key !== null && key in UPLOAD_DOC_MODULE_LABELS;

const STATUS_TEXT: Readonly<Record<UploadRow['status'], string>> = {
  ready: '',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
};

/**
 * Seed 002 §2.8: the chosen files, each with its case (property ref) and type, the apply-to-all checkboxes on
 * the first row, and a remove control per row; while uploading, each file's progress. The machine says which
 * selectors are free.
 */
export function UploadFileTable({ actor }: { actor: UploadBatchActor }) {
  const rows = useSelector(actor, (snapshot) => snapshot.context.rows);
  const applyAll = useSelector(actor, (snapshot) => snapshot.context.applyAll);
  const snapshot = useSelector(actor, (current) => current);
  const canSetRef = (index: number) => snapshot.can({ type: 'row.setRef', index, propControlNo: null });
  const canSetType = (index: number) => snapshot.can({ type: 'row.setType', index, docModule: null });
  const canRemove = (index: number) => snapshot.can({ type: 'row.remove', index });
  const canApplyAll = snapshot.can({ type: 'applyAll.type', on: !applyAll.type }) || snapshot.can({ type: 'applyAll.ref', on: !applyAll.ref });

  return (
    <table className="upload-table">
      <caption className="ui-visually-hidden">Files to upload</caption>
      <thead>
        <tr>
          <th scope="col">File</th>
          <th scope="col">Property Ref</th>
          <th scope="col">Type</th>
          <th scope="col">Progress</th>
          <th scope="col">
            <span className="ui-visually-hidden">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.key} data-status={row.status}>
            <th scope="row" className="upload-table__file">
              <span className="upload-table__name">{row.name}</span>
              <span className="upload-table__size">{sizeInMb(row.size)} MB</span>
            </th>
            <td>
              <PropertyRefField
                label={`Property ref of ${row.name}`}
                hideLabel
                value={row.propControlNo}
                isDisabled={!canSetRef(index)}
                onChange={(propControlNo) => actor.send({ type: 'row.setRef', index, propControlNo })}
              />
              {index === 0 && rows.length > 1 && (
                <Checkbox
                  className="upload-table__apply"
                  isSelected={applyAll.ref}
                  isDisabled={!canApplyAll}
                  onChange={(on) => actor.send({ type: 'applyAll.ref', on })}
                >
                  Apply to all
                </Checkbox>
              )}
            </td>
            <td>
              <Select
                label={`Type of ${row.name}`}
                className="upload-table__type"
                aria-label={`Type of ${row.name}`}
                items={TYPE_ITEMS}
                selectedKey={row.docModule}
                placeholder="Select"
                isDisabled={!canSetType(index)}
                onSelectionChange={(key) => actor.send({ type: 'row.setType', index, docModule: isUploadModule(key) ? key : null })}
              />
              {index === 0 && rows.length > 1 && (
                <Checkbox
                  className="upload-table__apply"
                  isSelected={applyAll.type}
                  isDisabled={!canApplyAll}
                  onChange={(on) => actor.send({ type: 'applyAll.type', on })}
                >
                  Apply to all
                </Checkbox>
              )}
            </td>
            <td>
              {row.status === 'ready' ? null : <ProgressBar label={STATUS_TEXT[row.status]} value={Math.round(row.progress * 100)} />}
              {row.error && <p className="upload-table__error">{row.error}</p>}
            </td>
            <td>
              <Button
                variant="icon"
                aria-label={`Remove ${row.name}`}
                isDisabled={!canRemove(index)}
                onPress={() => actor.send({ type: 'row.remove', index })}
              >
                <TrashIcon />
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
