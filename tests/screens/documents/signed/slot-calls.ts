import { vi } from 'vitest';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { RemoveSignedCopyRequest, SignedCopy, UploadProgress } from '../../../../machines/signed-slots';

/** What the page hands either panel, besides its module. */
export interface PanelProps<TRequest> {
  propertyId: number;
  copies: readonly SignedCopy[];
  onCopiesChanged: () => Promise<SignedCopy[]>;
  onDownload: (copy: SignedCopy) => void;
  effects: {
    uploadSignedCopies: PromiseActorLogic<SignedCopy[], TRequest>;
    removeSignedCopy: PromiseActorLogic<boolean, RemoveSignedCopyRequest>;
  };
}

export type Held<T> = { resolve: (value: T) => void; reject: (error: unknown) => void };

/** The panel's calls and the page's reloads, each held until the path answers it. */
export class SlotCalls<TRequest extends UploadProgress> {
  readonly uploads: TRequest[] = [];
  readonly removals: RemoveSignedCopyRequest[] = [];
  readonly reloads: Array<Held<SignedCopy[]>> = [];
  private held = new Map<string, Held<unknown>>();

  private hold<T>(id: string): Promise<T> {
    return new Promise<T>((resolve, reject) => this.held.set(id, { resolve: (value) => resolve(value as T), reject }));
  }

  readonly effects: PanelProps<TRequest>['effects'] = {
    uploadSignedCopies: fromPromise<SignedCopy[], TRequest>(({ input }) => {
      this.uploads.push(input);
      return this.hold('uploadSignedCopies');
    }),
    removeSignedCopy: fromPromise<boolean, RemoveSignedCopyRequest>(({ input }) => {
      this.removals.push(input);
      return this.hold('removeSignedCopy');
    }),
  };

  readonly reload = vi.fn(() => new Promise<SignedCopy[]>((resolve, reject) => this.reloads.push({ resolve, reject })));

  answer(id: string, how: (held: Held<unknown>) => void): void {
    const held = this.held.get(id);
    if (!held) throw new Error(`The path answers ${id}, but the panel has not called it.`);
    this.held.delete(id);
    how(held);
  }
}
