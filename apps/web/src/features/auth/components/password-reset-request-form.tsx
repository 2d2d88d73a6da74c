import { passwordResetRequestSchema } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

/** 'Forgot password?': the account's e-mail address, to send it a one-use link to choose a new password. */
export function PasswordResetRequestForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <Alert tone="success" title="Check your e-mail" announce>
        {request.data.message} <Link href="/sign-in/">Back to sign in</Link>
      </Alert>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    setFieldError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) request.mutate(parsed.data);
  }

  return (
    <Form onSubmit={submit} className="flex flex-col gap-5" aria-label="Get a link to choose a new password">
      {request.isError && (
        <Alert tone="error" announce>
          {errorMessageOf(request.error)}
        </Alert>
      )}
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        isRequired
        value={email}
        onChange={setEmail}
        errorMessage={fieldError}
      />
      <Button type="submit" isDisabled={request.isPending} className="w-full">
        {request.isPending ? 'Sending…' : 'E-mail me a link'}
      </Button>
      <p className="text-center text-stone-700">
        Remembered it? <Link href="/sign-in/">Sign in</Link>
      </p>
    </Form>
  );
}
