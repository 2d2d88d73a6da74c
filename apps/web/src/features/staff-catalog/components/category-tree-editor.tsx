import type { StaffCategoryTree } from '@larder/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useCategoryTree, useEditCategory } from '../api/categories.ts';

type Category = StaffCategoryTree['categories'][number];

/** The tree in reading order: each category followed by its children. */
function inTreeOrder(categories: readonly Category[]): Category[] {
  const children = (parentId: string | null) =>
    categories.filter((c) => c.parentId === parentId).sort((a, b) => a.position - b.position);
  const ordered: Category[] = [];
  const visit = (parentId: string | null) => {
    for (const category of children(parentId)) {
      ordered.push(category);
      visit(category.id);
    }
  };
  visit(null);
  return ordered;
}

const inputClass =
  'h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm outline-none focus:border-brand-600';

function CategoryRow({ category, all }: { category: Category; all: readonly Category[] }) {
  const [name, setName] = useState(category.name);
  const edit = useEditCategory();
  const siblings = all.filter((c) => c.parentId === category.parentId).length;
  const parents = all.filter((c) => c.id !== category.id && c.level < 3);
  const save = (change: Parameters<typeof edit.mutate>[0]['edit']) =>
    edit.mutate({ id: category.id, edit: change });
  return (
    <li className="flex flex-col gap-1 py-2" style={{ paddingLeft: `${(category.level - 1) * 1.5}rem` }}>
      <div className="flex flex-wrap items-center gap-2">
        <input
          aria-label={`Name of ${category.name}`}
          className={inputClass}
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
        />
        <Button
          variant="secondary"
          isDisabled={name.trim() === category.name || !name.trim()}
          onPress={() => save({ name: name.trim() })}
        >
          Rename
        </Button>
        <Button
          variant="ghost"
          aria-label={`Move ${category.name} up`}
          isDisabled={category.position === 0}
          onPress={() => save({ position: category.position - 1 })}
        >
          ↑
        </Button>
        <Button
          variant="ghost"
          aria-label={`Move ${category.name} down`}
          isDisabled={category.position >= siblings - 1}
          onPress={() => save({ position: category.position + 1 })}
        >
          ↓
        </Button>
        <select
          aria-label={`Parent of ${category.name}`}
          className={inputClass}
          value={category.parentId ?? ''}
          onChange={(event) => save({ parentId: event.target.value || null })}
        >
          <option value="">(top level)</option>
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {'  '.repeat(parent.level - 1)}
              {parent.name}
            </option>
          ))}
        </select>
        <span className="text-sm text-stone-600">
          {category.productCount} item{category.productCount === 1 ? '' : 's'} · {category.url}
        </span>
      </div>
      {edit.isError && <p className="text-sm text-red-700">{errorMessageOf(edit.error)}</p>}
    </li>
  );
}

/** The category tree the menus and category pages show: rename, move under another parent, reorder. */
export function CategoryTreeEditor() {
  const tree = useCategoryTree();
  if (tree.isError)
    return (
      <Alert tone="error" title="The categories could not be loaded">
        {errorMessageOf(tree.error)}
      </Alert>
    );
  if (!tree.data) return <Spinner label="Loading categories…" />;
  const ordered = inTreeOrder(tree.data);
  return (
    <section aria-labelledby="category-tree-heading" className="flex flex-col gap-2">
      <h2 id="category-tree-heading" className="text-lg font-bold text-stone-900">
        Category tree
      </h2>
      <ul
        aria-label="Categories"
        className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white px-4"
      >
        {ordered.map((category) => (
          <CategoryRow key={`${category.id}:${category.name}`} category={category} all={tree.data} />
        ))}
      </ul>
    </section>
  );
}
