import type { RichText as RichTextBlocks } from '@larder/contract';
import { InfoIcon, WarningIcon } from './icons.tsx';
import { Link } from './link.tsx';

type Span = Extract<RichTextBlocks[number], { type: 'paragraph' }>['spans'][number];

function Spans({ spans }: { spans: readonly Span[] }) {
  return (
    <>
      {spans.map((span, index) => {
        let node = <>{span.text}</>;
        if (span.bold) node = <strong className="font-semibold text-stone-900">{node}</strong>;
        if (span.italic) node = <em>{node}</em>;
        if (span.href) node = <Link href={span.href}>{node}</Link>;
        return <span key={index}>{node}</span>;
      })}
    </>
  );
}

/** Content rich text (headings, paragraphs, lists, callouts) drawn with the site's own components, never raw HTML. */
export function RichText({ blocks, className = '' }: { blocks: RichTextBlocks; className?: string }) {
  return (
    <div className={`flex flex-col gap-4 text-lg leading-relaxed text-stone-700 ${className}`}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index} className="mt-4 text-2xl font-bold text-stone-900">
                {block.text}
              </h2>
            ) : (
              <h3 key={index} className="mt-2 text-xl font-bold text-stone-900">
                {block.text}
              </h3>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <Spans spans={block.spans} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={index}
                className={`flex flex-col gap-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Spans spans={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'callout': {
            const Icon = block.tone === 'warning' ? WarningIcon : InfoIcon;
            const tone =
              block.tone === 'warning'
                ? 'border-amber-300 bg-amber-50 text-amber-950'
                : 'border-sky-300 bg-sky-50 text-sky-950';
            return (
              <aside key={index} className={`flex gap-3 rounded-xl border p-4 text-base ${tone}`}>
                <Icon className="mt-0.5 size-5" />
                <div>
                  {block.title && <p className="font-semibold">{block.title}</p>}
                  <p>
                    <Spans spans={block.spans} />
                  </p>
                </div>
              </aside>
            );
          }
        }
      })}
    </div>
  );
}
