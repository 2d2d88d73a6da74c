import { loginRequestSchema } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useLogin } from '../api/login.ts';

/** E-mail and password form; on success the current user changes and the page moves on by itself. */
export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const login = useLogin();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: Partial<Record<string, string>> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data);
  }

  return (
    <Form onSubmit={submit} className="flex flex-col gap-5" aria-label="Sign in">
      {login.isError && (
        <Alert tone="error" announce>
          {errorMessageOf(login.error)}
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
        errorMessage={fieldErrors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        isRequired
        value={password}
        onChange={setPassword}
        errorMessage={fieldErrors.password}
      />
      <p className="-mt-2 text-right">
        <Link href="/reset-password/">Forgot password?</Link>
      </p>
      <Button type="submit" isPending={login.isPending} className="w-full">
        Sign in
      </Button>
    </Form>
  );
}
