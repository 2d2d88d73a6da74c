import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SignedInOnly } from '../../features/auth/components/signed-in-only.tsx';
import { GuideListView } from '../../features/order-guides/components/guide-list-view.tsx';
import { useOrganizations } from '../../features/organizations/api/list-organizations.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

function ListWithOrganizations({ emptyMessage }: { emptyMessage: string | undefined }) {
  const { data: organizations = [] } = useOrganizations();
  return <GuideListView organizations={organizations} emptyMessage={emptyMessage} />;
}

/** The order guides list: the organization's guides and those shared to it, with their actions. */
export function OrderGuideListingPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'OrderGuideListingPage');
  return (
    <SignedInOnly what="your order guides">
      {() => (
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
          <PageHeading title={properties.heading ?? model.content.name} intro={properties.intro} />
          <ListWithOrganizations emptyMessage={properties.emptyMessage} />
        </div>
      )}
    </SignedInOnly>
  );
}
