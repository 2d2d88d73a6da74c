import { useSearchParams } from 'react-router';
import { PasswordResetForm } from '../../features/auth/components/password-reset-form.tsx';
import { PasswordResetRequestForm } from '../../features/auth/components/password-reset-request-form.tsx';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

/**
 * Where an e-mailed password link lands (`?token=`): choose a new password. Without a token it is where
 * 'Forgot password?' leads: ask for such a link.
 */
export function PasswordResetPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'PasswordResetPage');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        {token ? (
          <>
            <h1 className="text-2xl font-bold text-stone-900">
              {properties.heading || 'Choose a new password'}
            </h1>
            <p className="mt-1 mb-6 text-stone-600">
              {properties.intro || 'The link in your e-mail works once.'}
            </p>
            <PasswordResetForm token={token} />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-stone-900">Forgot your password?</h1>
            <p className="mt-1 mb-6 text-stone-600">
              Enter the e-mail address you sign in with. We will send you a link to choose a new password.
            </p>
            <PasswordResetRequestForm />
          </>
        )}
      </div>
    </div>
  );
}
