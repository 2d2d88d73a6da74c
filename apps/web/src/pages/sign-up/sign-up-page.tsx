import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

/** The account application page; once sent, the server's confirmation replaces the form. */
export function SignUpPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'SignUpPage');
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const introMarker = useEditMarker('intro');
  const benefits = properties.benefits ?? [];

  function showConfirmation(message: string) {
    setConfirmation(message);
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
        {properties.heading ?? 'Apply for an account'}
      </h1>
      {confirmation ? (
        <div className="mt-6 flex flex-col gap-6">
          <Alert tone="success" title="Application received" announce>
            {confirmation}
          </Alert>
          <Link appearance="primary" href="/" className="self-start">
            Back to home
          </Link>
        </div>
      ) : (
        <>
          <p {...introMarker} className="mt-2 text-stone-600">
            {properties.intro ||
              'Tell us about your business. Our team reviews every application and sets up your account and delivery route.'}{' '}
            Already a customer? <Link href="/sign-in/">Sign in</Link>
          </p>
          {benefits.length > 0 && (
            <ul className="mt-5 grid gap-2 sm:grid-cols-2">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2 text-stone-700">
                  <CheckIcon className="mt-0.5 size-5 text-brand-700" />
                  {benefit}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
            <SignUpForm onSubmitted={showConfirmation} />
          </div>
        </>
      )}
    </div>
  );
}
