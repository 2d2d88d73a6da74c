import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';

// React warns about updates outside act() unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders a hook inside a query client (in a DOM test environment); `current` holds its latest value. */
export function renderHook<T>(hook: () => T, queryClient: QueryClient): { current: T; unmount: () => void } {
  const result = {} as { current: T; unmount: () => void };
  function Probe() {
    result.current = hook();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <Probe />
      </QueryClientProvider>,
    ),
  );
  result.unmount = () => act(() => root.unmount());
  return result;
}
