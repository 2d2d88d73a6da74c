import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Link } from '../../components/ui/link.tsx';
import { SignUpForm } from '../../features/auth/components/sign-up-form.tsx';

/** The account application page; once sent, the server's confirmation replaces the form. */
export function SignUpPage() {
  const [confirmation, setConfirmation] = useState<string | null>(null);

  function showConfirmation(message: string) {
    setConfirmation(message);
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <title>Apply for an account | Larder</title>
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Apply for an account</h1>
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
          <p className="mt-2 mb-8 text-stone-600">
            Tell us about your business. Our team reviews every application and sets up your account and
            delivery route. Already a customer? <Link href="/sign-in">Sign in</Link>
          </p>
          <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
            <SignUpForm onSubmitted={showConfirmation} />
          </div>
        </>
      )}
    </div>
  );
}
