import { PageHeading } from '../../components/ui/page-heading.tsx';
import { AccountSettings } from '../../features/account/components/account-settings.tsx';
import { SignedInOnly } from '../../features/auth/components/signed-in-only.tsx';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

/** The signed-in user's account: profile, password, notification preferences and delivery addresses. */
export function AccountPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'AccountPage');
  const headingMarker = useEditMarker('heading');
  const introMarker = useEditMarker('intro');
  return (
    <SignedInOnly what="your account">
      {() => (
        <div className="mx-auto w-full max-w-3xl px-4 py-8">
          <PageHeading
            title={properties.heading || 'Your account'}
            intro={properties.intro}
            breadcrumbs={[{ name: 'Home', url: '/' }]}
            titleProps={headingMarker}
            introProps={introMarker}
          />
          <AccountSettings />
        </div>
      )}
    </SignedInOnly>
  );
}
