import { groupCountText, type CountedGroup } from '../guide-editor-rules.ts';

/** A group's heading in default mode: its name and how many items it holds (or shows, while filtered). */
export function GuideGroupHeading({ group }: { group: CountedGroup }) {
  return (
    <h3 className="flex items-baseline gap-2 border-b border-stone-300 bg-stone-100 px-3 pt-5 pb-2 text-base font-bold text-stone-900">
      {group.name}
      <span className="text-sm font-normal text-stone-600">{groupCountText(group)}</span>
    </h3>
  );
}
