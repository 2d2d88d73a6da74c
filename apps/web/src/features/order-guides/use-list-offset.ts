import { useCallback, useRef, useState } from 'react';

/**
 * The distance from the top of the document to a list, kept current as content above it changes size:
 * the window virtualizer's scroll margin. Returns a ref callback for the list element and the offset.
 */
export function useListOffset(): [
  (node: HTMLDivElement | null) => void,
  number,
  { current: HTMLDivElement | null },
] {
  const [offset, setOffset] = useState(0);
  const element = useRef<HTMLDivElement | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: HTMLDivElement | null) => {
    observer.current?.disconnect();
    element.current = node;
    if (!node) return;
    const measure = () => setOffset(Math.round(node.getBoundingClientRect().top + window.scrollY));
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(document.body);
  }, []);
  return [ref, offset, element];
}
