import { passwordResetCompleteRequestSchema } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { useCompletePasswordReset } from '../api/complete-password-reset.ts';

/** The new password, twice, for the token of an e-mailed link; a used or expired link says so plainly. */
export function PasswordResetForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const complete = useCompletePasswordReset();

  if (!token) {
    return (
      <Alert tone="error" title="This link is incomplete">
        Open the link from your e-mail again, or ask your sales rep for a new one.
      </Alert>
    );
  }
  if (complete.isSuccess) {
    return (
      <Alert tone="success" title="Your password is set" announce>
        You can now <Link href="/sign-in/">sign in</Link> as{' '}
        <span className="break-all">{complete.data.email}</span> with your new password.
      </Alert>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordResetCompleteRequestSchema.safeParse({ token, password });
    const errors: Partial<Record<string, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    }
    if (password !== confirmPassword) errors.confirmPassword = 'The passwords do not match.';
    setFieldErrors(errors);
    if (parsed.success && !errors.confirmPassword) complete.mutate(parsed.data);
  }

  const serverFields = complete.error instanceof ApiError ? complete.error.fields : {};
  return (
    <Form onSubmit={submit} className="flex flex-col gap-5" aria-label="Choose a new password">
      {(complete.isError || fieldErrors.token) && (
        <Alert tone="error" announce>
          {fieldErrors.token ?? errorMessageOf(complete.error)}
        </Alert>
      )}
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        isRequired
        value={password}
        onChange={setPassword}
        errorMessage={fieldErrors.password ?? serverFields.password}
      />
      <TextField
        label="Confirm the new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        isRequired
        value={confirmPassword}
        onChange={setConfirmPassword}
        errorMessage={fieldErrors.confirmPassword}
      />
      {/* Not isPending: its announcement would point at this button, which the success message replaces. */}
      <Button type="submit" isDisabled={complete.isPending} className="w-full">
        {complete.isPending ? 'Setting password…' : 'Set password'}
      </Button>
    </Form>
  );
}
