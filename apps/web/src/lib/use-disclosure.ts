import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state of a disclosure (a button that shows a panel): it closes on Escape (focus back on the
 * button), on a press outside it, and when the page changes.
 */
export function useDisclosure<T extends HTMLElement>() {
  const [isOpen, setOpen] = useState(false);
  const containerRef = useRef<T>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState(key);
  if (isOpen && openedAt !== key) setOpen(false);

  useEffect(() => {
    if (!isOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    function onPointer(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);

  return {
    isOpen,
    containerRef,
    buttonRef,
    toggle: () => {
      setOpenedAt(key);
      setOpen((open) => !open);
    },
    close: () => setOpen(false),
  };
}
