import type { RichTextBlock, RichTextSpan } from '@larder/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ItemControls, moved } from './list-controls.tsx';

type BlockType = RichTextBlock['type'];

const BLOCK_TYPES: { id: BlockType; label: string }[] = [
  { id: 'heading', label: 'Heading' },
  { id: 'paragraph', label: 'Paragraph' },
  { id: 'list', label: 'List' },
  { id: 'callout', label: 'Callout' },
];

/** The plain text of a run of spans (formatting is kept until the text is changed). */
function plainOf(spans: readonly RichTextSpan[]): string {
  return spans.map((span) => span.text).join('');
}

function spansOf(text: string): RichTextSpan[] {
  return text === '' ? [] : [{ text }];
}

/** A new block of a type, keeping what text it can from the block it replaces. */
export function convertBlock(block: RichTextBlock, type: BlockType): RichTextBlock {
  const text =
    block.type === 'heading'
      ? block.text
      : block.type === 'list'
        ? block.items.map(plainOf).join('\n')
        : plainOf(block.spans);
  switch (type) {
    case 'heading':
      return { type, level: 2, text: text.split('\n')[0] ?? '' };
    case 'paragraph':
      return { type, spans: spansOf(text) };
    case 'list':
      return {
        type,
        ordered: false,
        items: text
          .split('\n')
          .filter(Boolean)
          .map((line) => [{ text: line }]),
      };
    case 'callout':
      return { type, tone: 'info', title: '', spans: spansOf(text) };
  }
}

function BlockFields({
  block,
  onChange,
}: {
  block: RichTextBlock;
  onChange: (block: RichTextBlock) => void;
}) {
  switch (block.type) {
    case 'heading':
      return (
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <Select
            label="Level"
            options={[
              { id: '2', label: 'Heading 2' },
              { id: '3', label: 'Heading 3' },
            ]}
            value={String(block.level)}
            onChange={(level) => onChange({ ...block, level: level === '3' ? 3 : 2 })}
          />
          <TextField
            label="Heading text"
            value={block.text}
            maxLength={200}
            onChange={(text) => onChange({ ...block, text })}
          />
        </div>
      );
    case 'paragraph':
      return (
        <TextField
          label="Paragraph text"
          multiline
          value={plainOf(block.spans)}
          onChange={(text) => onChange({ ...block, spans: spansOf(text) })}
        />
      );
    case 'list':
      return (
        <>
          <Checkbox isSelected={block.ordered} onChange={(ordered) => onChange({ ...block, ordered })}>
            Numbered list
          </Checkbox>
          <TextField
            label="List items"
            description="One item per line."
            multiline
            value={block.items.map(plainOf).join('\n')}
            onChange={(text) =>
              onChange({
                ...block,
                // Lines left as they were keep their formatting (bold, links); changed ones become plain text.
                items: text
                  .split('\n')
                  .map((line, i) =>
                    block.items[i] && plainOf(block.items[i]) === line ? block.items[i] : spansOf(line),
                  ),
              })
            }
          />
        </>
      );
    case 'callout':
      return (
        <>
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <Select
              label="Tone"
              options={[
                { id: 'info', label: 'Information' },
                { id: 'warning', label: 'Warning' },
              ]}
              value={block.tone}
              onChange={(tone) => onChange({ ...block, tone: tone === 'warning' ? 'warning' : 'info' })}
            />
            <TextField
              label="Callout title"
              value={block.title}
              maxLength={200}
              onChange={(title) => onChange({ ...block, title })}
            />
          </div>
          <TextField
            label="Callout text"
            multiline
            value={plainOf(block.spans)}
            onChange={(text) => onChange({ ...block, spans: spansOf(text) })}
          />
        </>
      );
  }
}

/** A simple block editor for rich text: headings, paragraphs, lists and callouts, in order. */
export function RichTextEditor({
  label,
  blocks,
  onChange,
  error,
}: {
  label: string;
  blocks: readonly RichTextBlock[];
  onChange: (blocks: RichTextBlock[]) => void;
  error?: string;
}) {
  const replace = (index: number, block: RichTextBlock) =>
    onChange(blocks.map((old, i) => (i === index ? block : old)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">{label} (rich text)</legend>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      <ol className="flex flex-col gap-3">
        {blocks.map((block, index) => (
          <li key={index} className="flex flex-col gap-3 rounded-lg bg-stone-50 p-3">
            <Select
              label={`Block ${index + 1} type`}
              options={BLOCK_TYPES}
              value={block.type}
              onChange={(type) => replace(index, convertBlock(block, type as BlockType))}
            />
            <BlockFields block={block} onChange={(next) => replace(index, next)} />
            <ItemControls
              index={index}
              count={blocks.length}
              noun="Block"
              onMove={(by) => onChange(moved(blocks, index, by))}
              onRemove={() => onChange(blocks.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {BLOCK_TYPES.map((type) => (
          <Button
            key={type.id}
            variant="secondary"
            onPress={() => onChange([...blocks, convertBlock({ type: 'paragraph', spans: [] }, type.id)])}
          >
            Add {type.label.toLowerCase()}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
