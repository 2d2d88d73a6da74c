import { useId } from 'react';
import { PHOTO_ACCEPT, photoProblem } from '../photo-file.ts';

/** An optional photo field: JPEG, PNG or WebP up to 5 MB; tells its parent the file and what is wrong with it. */
export function PhotoPicker({ onChange }: { onChange: (file: File | null, problem: string | null) => void }) {
  const help = useId();
  return (
    <label className="flex flex-col gap-1.5 text-sm font-semibold text-stone-800">
      Photo (optional)
      <input
        type="file"
        name="photo"
        accept={PHOTO_ACCEPT}
        aria-describedby={help}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          onChange(file, file ? photoProblem(file) : null);
        }}
        className="rounded-lg border border-dashed border-stone-400 p-3 font-normal outline-none file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
      />
      <span id={help} className="font-normal text-stone-600">
        A JPEG, PNG or WebP image of at most 5 MB.
      </span>
    </label>
  );
}
