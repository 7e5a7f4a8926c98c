import { useLayoutEffect, useRef } from 'react';

/**
 * The latest value of a prop, for answers that arrive after the render that asked: a lookup started with
 * one onChange must report through the onChange the form has when the answer comes.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
