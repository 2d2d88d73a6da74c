import type { StaffCatalogEdit, StaffCatalogItem } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import {
  useEditCatalogItem,
  useRetireCatalogItem,
  useStaffCatalogItem,
  useUploadCatalogImage,
} from '../api/catalog-items.ts';
import { CatalogUnits } from './catalog-units.tsx';

const listText = (values: readonly string[]) => values.join(', ');
const listOf = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** The item's form: only what staff changed is sent. */
function ItemForm({ item }: { item: StaffCatalogItem }) {
  const [name, setName] = useState(item.name);
  const [brand, setBrand] = useState(item.brand);
  const [description, setDescription] = useState(item.description);
  const [imageUrl, setImageUrl] = useState(item.imageUrl);
  const [specSheetUrl, setSpecSheetUrl] = useState(item.specSheetUrl ?? '');
  const [videoUrl, setVideoUrl] = useState(item.videoUrl ?? '');
  const [similar, setSimilar] = useState(listText(item.similarSkus));
  const [substitutes, setSubstitutes] = useState(listText(item.substituteSkus));
  const [keywords, setKeywords] = useState(listText(item.searchKeywords));
  const [flags, setFlags] = useState(() =>
    Object.fromEntries(item.units.map((unit) => [unit.id, unit.specialOrderFlag])),
  );
  const edit = useEditCatalogItem(item.sku);
  const fields = edit.error ? ((edit.error as { fields?: Record<string, string> }).fields ?? {}) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: StaffCatalogEdit = {};
    if (name !== item.name) body.name = name;
    if (brand !== item.brand) body.brand = brand;
    if (description !== item.description) body.description = description;
    if (imageUrl !== item.imageUrl) body.imageUrl = imageUrl;
    if (specSheetUrl !== (item.specSheetUrl ?? '')) body.specSheetUrl = specSheetUrl;
    if (videoUrl !== (item.videoUrl ?? '')) body.videoUrl = videoUrl;
    if (similar !== listText(item.similarSkus)) body.similarSkus = listOf(similar);
    if (substitutes !== listText(item.substituteSkus)) body.substituteSkus = listOf(substitutes);
    if (keywords !== listText(item.searchKeywords)) body.searchKeywords = listOf(keywords);
    const units = item.units
      .filter((unit) => flags[unit.id] !== unit.specialOrderFlag)
      .map((unit) => ({ id: unit.id, specialOrderFlag: flags[unit.id] }));
    if (units.length > 0) body.units = units;
    edit.mutate(body);
  }

  return (
    <form aria-label={`Edit ${item.name}`} onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        value={name}
        onChange={setName}
        isRequired
        maxLength={300}
        errorMessage={fields.name}
      />
      <TextField
        label="Brand"
        value={brand}
        onChange={setBrand}
        isRequired
        maxLength={120}
        errorMessage={fields.brand}
      />
      <TextField
        className="sm:col-span-2"
        label="Description"
        multiline
        value={description}
        onChange={setDescription}
        maxLength={10000}
        errorMessage={fields.description}
      />
      <TextField
        label="Image address"
        value={imageUrl}
        onChange={setImageUrl}
        errorMessage={fields.imageUrl}
      />
      <TextField
        label="Spec sheet address"
        value={specSheetUrl}
        onChange={setSpecSheetUrl}
        errorMessage={fields.specSheetUrl}
      />
      <TextField
        label="Video address"
        value={videoUrl}
        onChange={setVideoUrl}
        errorMessage={fields.videoUrl}
      />
      <TextField label="Search keywords (comma separated)" value={keywords} onChange={setKeywords} />
      <TextField
        label="Similar items (SKUs, comma separated)"
        value={similar}
        onChange={setSimilar}
        errorMessage={Object.entries(fields).find(([key]) => key.startsWith('similarSkus'))?.[1]}
      />
      <TextField
        label="Substitutes (SKUs, comma separated)"
        value={substitutes}
        onChange={setSubstitutes}
        errorMessage={Object.entries(fields).find(([key]) => key.startsWith('substituteSkus'))?.[1]}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-stone-800">Special order (per unit)</legend>
        {item.units.map((unit) => (
          <Checkbox
            key={unit.id}
            isSelected={flags[unit.id] ?? false}
            onChange={(value) => setFlags((current) => ({ ...current, [unit.id]: value }))}
          >
            {unit.text} ({unit.code})
          </Checkbox>
        ))}
      </fieldset>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" isPending={edit.isPending}>
          Save changes
        </Button>
        {edit.isSuccess && !edit.isPending && (
          <span role="status" className="text-sm text-green-800">
            Saved.
          </span>
        )}
      </div>
      {edit.isError && (
        <Alert tone="error" title="The changes were not saved" className="sm:col-span-2">
          {errorMessageOf(edit.error)}
        </Alert>
      )}
    </form>
  );
}

/** Uploads a new picture for the item: stored in the storefront's sizes and shown at once. */
function PictureUpload({ sku }: { sku: string }) {
  const upload = useUploadCatalogImage(sku);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex flex-col gap-1 font-semibold text-stone-800">
        Upload a picture
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="font-normal"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
            event.target.value = '';
          }}
        />
      </label>
      {upload.isPending && <span role="status">Uploading…</span>}
      {upload.isSuccess && <span role="status">Picture saved.</span>}
      {upload.isError && <span className="text-red-700">{errorMessageOf(upload.error)}</span>}
    </div>
  );
}

/** Props of CatalogItemEditor. */
export interface CatalogItemEditorProps {
  sku: string;
  onClose: () => void;
}

/** One item: what the storefront shows and to whom, its units' prices and stock, its form, retire or restore. */
export function CatalogItemEditor({ sku, onClose }: CatalogItemEditorProps) {
  const item = useStaffCatalogItem(sku);
  const retire = useRetireCatalogItem(sku);
  if (item.isError)
    return (
      <Alert tone="error" title="The item could not be loaded">
        {errorMessageOf(item.error)}
      </Alert>
    );
  if (!item.data) return <Spinner label="Loading the item…" />;
  const data = item.data;
  return (
    <section
      aria-labelledby="catalog-item-heading"
      className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start gap-4">
        <img
          src={data.imageUrl}
          alt=""
          width={96}
          height={96}
          className="size-24 rounded-lg bg-stone-100 object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id="catalog-item-heading" className="text-xl font-bold text-stone-900">
            {data.name} {data.isDiscontinued && <Badge tone="caution">Discontinued</Badge>}
          </h2>
          <p className="text-sm text-stone-700">
            #{data.sku} · {[data.category, data.subcategory, data.subsubcategory].filter(Boolean).join(' › ')}{' '}
            · <Link href={data.url}>Open the product page</Link>
          </p>
          <p className="text-sm text-stone-700">Shown to: {data.shownTo}</p>
          <p className="text-sm text-stone-700">Barcode (GTIN): {data.gtin ?? 'none sent by the feed'}</p>
          <PictureUpload sku={data.sku} />
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            isPending={retire.isPending}
            onPress={() => retire.mutate(!data.isDiscontinued)}
          >
            {data.isDiscontinued ? 'Restore to the storefront' : 'Retire item'}
          </Button>
          <Button variant="ghost" onPress={onClose}>
            Back to the list
          </Button>
        </div>
      </div>
      {retire.isError && (
        <Alert tone="error" title="That did not work">
          {errorMessageOf(retire.error)}
        </Alert>
      )}
      <ItemForm key={data.sku} item={data} />
      <CatalogUnits units={data.units} />
    </section>
  );
}
