import { useInstantSearch } from 'react-instantsearch';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** Shows 'Results are loading' when a search has taken longer than the stalled delay (200 ms). */
export function StalledIndicator() {
  const { status } = useInstantSearch();
  if (status !== 'stalled') return null;
  return (
    <div className="flex items-center gap-2 text-sm text-stone-700">
      <Spinner label="Results are loading" />
      <span aria-hidden="true">Results are loading</span>
    </div>
  );
}
