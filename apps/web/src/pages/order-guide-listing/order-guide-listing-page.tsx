import { AccountPageFrame } from '../../components/ui/account-page-frame.tsx';
import { ClipboardIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { SignedInOnly } from '../../features/auth/components/signed-in-only.tsx';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

/** The order guides list: the organization's guides (filled by the order guides issue), or how to get one. */
export function OrderGuideListingPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'OrderGuideListingPage');
  return (
    <SignedInOnly what="your order guides">
      {(user) => (
        <AccountPageFrame
          heading={properties.heading ?? model.content.name}
          intro={properties.intro}
          icon={<ClipboardIcon className="size-7" />}
          emptyTitle="No order guides yet"
          emptyText={
            properties.emptyMessage ||
            `Order guides for ${user.currentOrganization?.name ?? 'your organization'} will be listed here.`
          }
          actions={
            <Link appearance="primary" href="/search/">
              Search the catalog
            </Link>
          }
        />
      )}
    </SignedInOnly>
  );
}
