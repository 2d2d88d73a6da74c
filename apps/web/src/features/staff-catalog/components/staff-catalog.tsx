import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CatalogImport } from './catalog-import.tsx';
import { CatalogItemEditor } from './catalog-item-editor.tsx';
import { CatalogList } from './catalog-list.tsx';
import { CategoryTreeEditor } from './category-tree-editor.tsx';

/** The staff catalog: items (find, inspect, edit, retire) and the category tree. */
export function StaffCatalog() {
  const [view, setView] = useState<'items' | 'categories' | 'import'>('items');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex gap-2" role="group" aria-label="Catalog view">
        <Button variant={view === 'items' ? 'primary' : 'secondary'} onPress={() => setView('items')}>
          Items
        </Button>
        <Button
          variant={view === 'categories' ? 'primary' : 'secondary'}
          onPress={() => setView('categories')}
        >
          Categories
        </Button>
        <Button variant={view === 'import' ? 'primary' : 'secondary'} onPress={() => setView('import')}>
          Import
        </Button>
      </div>
      {view === 'import' ? (
        <CatalogImport />
      ) : view === 'categories' ? (
        <CategoryTreeEditor />
      ) : open ? (
        <CatalogItemEditor sku={open} onClose={() => setOpen(null)} />
      ) : (
        <CatalogList onOpen={setOpen} />
      )}
    </div>
  );
}
