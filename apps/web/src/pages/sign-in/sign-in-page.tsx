import { Navigate, useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';
import { safeReturnUrl } from '../../lib/safe-return-url.ts';

/** The sign-in page; a signed-in visitor (including one who just signed in) goes on to `?returnUrl=` or home. */
export function SignInPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'SignInPage');
  const [params] = useSearchParams();
  const { data: user } = useCurrentUser();
  const introMarker = useEditMarker('intro');
  if (user?.isAuthenticated) return <Navigate to={safeReturnUrl(params.get('returnUrl'))} replace />;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">{properties.heading ?? 'Sign in'}</h1>
        <p {...introMarker} className="mt-1 mb-6 text-stone-600">
          {properties.intro || 'Order for your kitchen, manage guides and track deliveries.'}
        </p>
        <SignInForm />
      </div>
      <p className="mt-6 text-center text-stone-700">
        {properties.signUpPrompt || 'New to Larder?'} <Link href="/sign-up/">Apply for an account</Link>
      </p>
    </div>
  );
}
