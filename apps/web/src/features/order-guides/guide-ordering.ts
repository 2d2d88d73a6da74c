import { createContext, useContext } from 'react';

/** Whether the buyer may order from the guide: false while the organization is on hold (no quantity entry). */
export const GuideOrderingContext = createContext(true);

/** Whether the guide's rows offer quantity entry (false while the organization is on hold). */
export function useGuideCanOrder(): boolean {
  return useContext(GuideOrderingContext);
}
