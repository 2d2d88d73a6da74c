import { create } from 'zustand';

/** How a toast looks: success is the default (spec section 2). */
export type ToastStyle = 'success' | 'error' | 'info';

/** One toast message on screen. */
export interface Toast {
  id: number;
  message: string;
  style: ToastStyle;
}

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
}

const TOAST_LIFETIME_MS = 5000;
let nextId = 1;

/** The toasts currently shown, for the toast area to render. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast that dismisses itself after a few seconds. */
export function showToast(message: string, style: ToastStyle = 'success'): void {
  const id = nextId++;
  useToastStore.setState((state) => ({ toasts: [...state.toasts, { id, message, style }] }));
  setTimeout(() => useToastStore.getState().dismiss(id), TOAST_LIFETIME_MS);
}
