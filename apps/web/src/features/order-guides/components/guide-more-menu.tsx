import { Button as AriaButton, MenuTrigger } from 'react-aria-components';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { needsConnection } from '../../../lib/offline/needs-connection.ts';
import { useGuideExport } from '../use-guide-export.ts';

/** The detail screen's file actions: export as CSV or XLSX, and import into the guide when it may be edited. */
export function GuideMoreMenu({ guideId, onImport }: { guideId: number; onImport: (() => void) | null }) {
  const { exportAs, busy } = useGuideExport(guideId);
  return (
    <MenuTrigger>
      <AriaButton className={buttonClasses('secondary')} isDisabled={busy !== null}>
        Import / export
        <ChevronDownIcon className="size-4" />
      </AriaButton>
      <Menu
        onAction={(key) => {
          // Files go to and come from the server: not kept for offline use (issue 34).
          if (needsConnection(key === 'import' ? 'Importing a file' : 'Exporting a guide')) return;
          if (key === 'import') onImport?.();
          else void exportAs(key === 'xlsx' ? 'xlsx' : 'csv');
        }}
      >
        <MenuItem id="csv">Export CSV</MenuItem>
        <MenuItem id="xlsx">Export XLSX</MenuItem>
        {onImport && <MenuItem id="import">Import file</MenuItem>}
      </Menu>
    </MenuTrigger>
  );
}
