import { passwordChangeRequestSchema, type Account } from '@larder/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { useChangePassword } from '../api/change-password.ts';

function endedText(count: number): string {
  if (count === 0) return 'Your password is changed.';
  return `Your password is changed. You were signed out on ${count === 1 ? '1 other device' : `${count} other devices`}; this one stays signed in.`;
}

/** The password change: the current password, asked again, and the new one twice. Other sessions end. */
export function PasswordChangeForm({ account }: { account: Account }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const change = useChangePassword();
  const form = useRef<HTMLFormElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordChangeRequestSchema.safeParse({ currentPassword, newPassword });
    const errors: Partial<Record<string, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    if (newPassword !== confirmPassword) errors.confirmPassword = 'The passwords do not match.';
    setFieldErrors(errors);
    if (parsed.success && !errors.confirmPassword) {
      change.mutate(parsed.data, {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setConfirmPassword('');
        },
      });
    }
  }

  if (!account.canChangePassword) {
    return (
      <section aria-labelledby="account-password" className="flex flex-col gap-3">
        <h2 id="account-password" className="text-lg font-bold text-stone-900">
          Password
        </h2>
        <p className="text-stone-700">Only the customer can change their own password.</p>
      </section>
    );
  }

  const serverFields = change.error instanceof ApiError ? change.error.fields : {};
  return (
    <Form ref={form} onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="account-password">
      <h2 id="account-password" className="text-lg font-bold text-stone-900">
        Password
      </h2>
      <p className="text-stone-700">
        Changing it signs you out everywhere else, for example on a phone or a shared computer.
      </p>
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        isRequired
        value={currentPassword}
        onChange={setCurrentPassword}
        errorMessage={fieldErrors.currentPassword ?? serverFields.currentPassword}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          description="At least 10 characters."
          isRequired
          value={newPassword}
          onChange={setNewPassword}
          errorMessage={fieldErrors.newPassword ?? serverFields.newPassword}
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
      </div>
      <div role="status" aria-live="polite">
        {change.isSuccess && <Alert tone="success">{endedText(change.data.endedSessions)}</Alert>}
      </div>
      {change.isError && !serverFields.currentPassword && (
        <Alert tone="error" announce>
          {errorMessageOf(change.error)}
        </Alert>
      )}
      <div>
        <Button type="submit" isDisabled={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </Form>
  );
}
