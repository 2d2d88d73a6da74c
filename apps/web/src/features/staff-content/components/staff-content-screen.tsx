import { useLocation, useNavigate } from 'react-router';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { PageEditor } from './page-editor.tsx';
import { PageTree } from './page-tree.tsx';
import { FooterEditor, HeaderEditor } from './block-editor.tsx';
import { SettingsEditor } from './settings-editor.tsx';
import { SiteAlertEditor } from './site-alert-editor.tsx';

const TABS = [
  { id: 'pages', label: 'Pages' },
  { id: 'menus', label: 'Header and footer' },
  { id: 'alert', label: 'Site alert' },
  { id: 'settings', label: 'Settings and flags' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** What the Content screen's address says: the tab, the page being edited and the property to focus. */
export function contentScreenStateOf(search: string): {
  tab: TabId;
  pageId: number | null;
  field: string | null;
} {
  const params = new URLSearchParams(search);
  const pageId = Number(params.get('page'));
  const tab = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'pages';
  return {
    tab,
    pageId: Number.isInteger(pageId) && pageId > 0 ? pageId : null,
    field: params.get('field'),
  };
}

const tabClasses =
  'flex min-h-11 cursor-pointer items-center rounded-t-lg border-b-2 border-transparent px-4 text-sm font-semibold text-stone-700 outline-none ' +
  'hover:text-stone-900 data-selected:border-brand-700 data-selected:text-brand-900 data-focus-visible:ring-2 data-focus-visible:ring-brand-500';

/** The Content screen: pages with a generated editor, header and footer menus, the site alert and the flags. */
export function StaffContentScreen() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { tab, pageId, field } = contentScreenStateOf(search);
  const go = (params: Record<string, string>) =>
    void navigate(`${pathname}?${new URLSearchParams(params).toString()}`, { replace: true });

  return (
    <Tabs selectedKey={tab} onSelectionChange={(key: Key) => go(key === 'pages' ? {} : { tab: String(key) })}>
      <TabList aria-label="Content" className="flex flex-wrap gap-1 border-b border-stone-200">
        {TABS.map((t) => (
          <Tab key={t.id} id={t.id} className={tabClasses}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="pages" className="pt-6 outline-none">
        <div className="flex flex-col gap-6 lg:flex-row">
          <div className="lg:w-72 lg:shrink-0">
            <PageTree selectedId={pageId} onSelect={(id) => go({ page: String(id) })} />
          </div>
          <div className="min-w-0 flex-1">
            {pageId === null ? (
              <p className="text-stone-700">
                Choose a page to edit. In edit mode, clicking a marked region of any page also opens it here.
              </p>
            ) : (
              <PageEditor key={pageId} pageId={pageId} focusField={field} />
            )}
          </div>
        </div>
      </TabPanel>
      <TabPanel id="menus" className="flex flex-col gap-10 pt-6 outline-none">
        <HeaderEditor />
        <FooterEditor />
      </TabPanel>
      <TabPanel id="alert" className="pt-6 outline-none">
        <SiteAlertEditor />
      </TabPanel>
      <TabPanel id="settings" className="pt-6 outline-none">
        <SettingsEditor />
      </TabPanel>
    </Tabs>
  );
}
