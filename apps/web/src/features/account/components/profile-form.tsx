import { accountProfileRequestSchema, type Account } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { useChangeProfile } from '../api/change-profile.ts';

/** The user's names, with the e-mail address they sign in with (read-only). */
export function ProfileForm({ account }: { account: Account }) {
  const [firstName, setFirstName] = useState(account.firstName);
  const [lastName, setLastName] = useState(account.lastName);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const change = useChangeProfile();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = accountProfileRequestSchema.safeParse({ firstName, lastName });
    const errors: Partial<Record<string, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    setFieldErrors(errors);
    if (parsed.success) change.mutate(parsed.data);
  }

  const serverFields = change.error instanceof ApiError ? change.error.fields : {};
  return (
    <Form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="account-profile">
      <h2 id="account-profile" className="text-lg font-bold text-stone-900">
        Profile
      </h2>
      <p className="text-stone-700">
        You sign in as <span className="font-semibold break-all text-stone-900">{account.email}</span>.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          isRequired
          value={firstName}
          onChange={(value) => {
            setFirstName(value);
            change.reset();
          }}
          errorMessage={fieldErrors.firstName ?? serverFields.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          isRequired
          value={lastName}
          onChange={(value) => {
            setLastName(value);
            change.reset();
          }}
          errorMessage={fieldErrors.lastName ?? serverFields.lastName}
        />
      </div>
      <div role="status" aria-live="polite">
        {change.isSuccess && <Alert tone="success">Your name is saved.</Alert>}
      </div>
      {change.isError && (
        <Alert tone="error" announce>
          {errorMessageOf(change.error)}
        </Alert>
      )}
      <div>
        <Button type="submit" isDisabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save name'}
        </Button>
      </div>
    </Form>
  );
}
