import { MailIcon } from '../../../components/ui/icons.tsx';
import { useHeader } from '../api/get-header.ts';

/** The link that writes to the organization's sales rep, when the organization has one. */
export function ContactSalesRepLink({ className = '' }: { className?: string }) {
  const { data: header } = useHeader();
  const contact = header?.contactButtonLink;
  if (!contact) return null;
  return (
    <a
      href={contact.url}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-semibold underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-current ${className}`}
    >
      <MailIcon className="size-4" />
      {contact.name}
    </a>
  );
}
