import { useState, type ReactNode } from 'react';
import type { DocumentMetadata } from '../../../src/domain/documents/metadata';

export interface MetadataHostProps {
  metadata: DocumentMetadata;
  onChange?: (patch: DocumentMetadata) => void;
  children: (metadata: DocumentMetadata, onChange: (patch: DocumentMetadata) => void) => ReactNode;
}

/**
 * An editor in a host that merges each change into its metadata, as the template-document machine does; the
 * metadata is shown under it so a story (and its reader) can see what would be saved.
 */
export function MetadataHost({ metadata, onChange, children }: MetadataHostProps) {
  const [current, setCurrent] = useState(metadata);
  const change = (patch: DocumentMetadata) => {
    onChange?.(patch);
    setCurrent((before) => ({ ...before, ...patch }));
  };
  return (
    <div style={{ padding: 16 }}>
      {children(current, change)}
      <details style={{ marginTop: 16 }}>
        <summary>Metadata</summary>
        <pre aria-label="Metadata">{JSON.stringify(current, null, 2)}</pre>
      </details>
    </div>
  );
}

/** The metadata as the host holds it now, read from the page. */
export function shownMetadata(canvasElement: HTMLElement): DocumentMetadata {
  const pre = canvasElement.querySelector('pre[aria-label="Metadata"]');
  return JSON.parse(pre?.textContent ?? '{}') as DocumentMetadata;
}
