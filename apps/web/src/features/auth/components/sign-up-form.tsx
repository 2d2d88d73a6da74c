import {
  BUSINESS_CATEGORIES,
  MIN_PASSWORD_LENGTH,
  regionSchema,
  SIGNUP_CUTOFF_TIMES,
  US_STATE_CODES,
} from '@larder/contract';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { formatClockTime, formatName } from '../../../lib/format.ts';
import { useSignup } from '../api/signup.ts';
import {
  EMPTY_SIGNUP_FORM,
  toSignupRequest,
  validateSignupForm,
  type SignupField,
  type SignupFormValues,
} from '../signup-form-values.ts';

const cutOffOptions = SIGNUP_CUTOFF_TIMES.map((t) => ({ id: t, label: formatClockTime(t) }));
const categoryOptions = BUSINESS_CATEGORIES.map((c) => ({ id: c, label: c }));
const stateOptions = US_STATE_CODES.map((s) => ({ id: s, label: s }));
const regionOptions = regionSchema.options.map((r) => ({ id: r, label: formatName(r) }));

type TextFieldName = { [K in SignupField]: SignupFormValues[K] extends string ? K : never }[SignupField];
type FlagFieldName = Exclude<SignupField, TextFieldName>;

/**
 * The account application: every field of the spec's signup form, checked field by field with the
 * server's own schema; server field messages land under their fields and nothing typed is lost.
 */
export function SignUpForm({ onSubmitted }: { onSubmitted: (message: string) => void }) {
  const [values, setValues] = useState<SignupFormValues>(EMPTY_SIGNUP_FORM);
  const [touched, setTouched] = useState<ReadonlySet<SignupField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const clientErrors = useMemo(() => validateSignupForm(values), [values]);
  const signup = useSignup();

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function errorOf(field: SignupField): string | undefined {
    return serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined);
  }

  function update<K extends SignupField>(field: K, value: SignupFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function touch(field: SignupField) {
    setTouched((current) => new Set(current).add(field));
  }

  function text(field: TextFieldName) {
    return {
      name: field,
      value: values[field],
      onChange: (value: string) => update(field, value),
      onBlur: () => touch(field),
      errorMessage: errorOf(field),
    };
  }

  function choice(field: TextFieldName) {
    return {
      name: field,
      value: values[field],
      onChange: (value: string) => {
        update(field, value);
        touch(field);
      },
      errorMessage: errorOf(field),
    };
  }

  function flag(field: FlagFieldName) {
    return { name: field, isSelected: values[field], onChange: (value: boolean) => update(field, value) };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    signup.mutate(toSignupRequest(values), {
      onSuccess: (answer) => onSubmitted(answer.message),
      onError: (error) => {
        if (error instanceof ApiError) setServerErrors(error.fields);
        setFocusRequest((n) => n + 1);
      },
    });
  }

  const shownErrorCount = submitted ? Object.keys({ ...clientErrors, ...serverErrors }).length : 0;
  const serverHasFields = signup.error instanceof ApiError && Object.keys(signup.error.fields).length > 0;

  return (
    <Form ref={formRef} onSubmit={submit} className="flex flex-col gap-8" aria-label="Apply for an account">
      {signup.isError && !serverHasFields && (
        <Alert tone="error" announce>
          {errorMessageOf(signup.error)}
        </Alert>
      )}
      {shownErrorCount > 0 && (
        <Alert tone="error" announce>
          Please check the{' '}
          {shownErrorCount === 1 ? 'highlighted field' : `${shownErrorCount} highlighted fields`}.
        </Alert>
      )}

      <FormSection title="About you">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" isRequired {...text('firstName')} />
          <TextField label="Last name" autoComplete="family-name" isRequired {...text('lastName')} />
        </div>
        <TextField
          label="E-mail address"
          type="email"
          inputMode="email"
          autoComplete="email"
          isRequired
          {...text('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          description="10 digits, e.g. 555 123 4567."
          isRequired
          {...text('phone')}
        />
      </FormSection>

      <FormSection title="Password">
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          isRequired
          {...text('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          isRequired
          {...text('confirmPassword')}
        />
      </FormSection>

      <FormSection title="Your business">
        <TextField
          label="Company name"
          autoComplete="organization"
          isRequired
          {...text('address.companyName')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Business category"
            options={categoryOptions}
            isRequired
            {...choice('businessCategory')}
          />
          <Select
            label="Preferred order cut-off"
            description="Latest time to order for next-day delivery."
            options={cutOffOptions}
            isRequired
            {...choice('cutOffTime')}
          />
        </div>
        <TextField
          label="Existing account numbers"
          description="Already buying from us? List your account numbers."
          multiline
          {...text('accounts')}
        />
      </FormSection>

      <FormSection title="Delivery address">
        <TextField label="Address" autoComplete="address-line1" isRequired {...text('address.address1')} />
        <TextField label="Address line 2" autoComplete="address-line2" {...text('address.address2')} />
        <TextField label="City" autoComplete="address-level2" isRequired {...text('address.city')} />
        <div className="grid grid-cols-2 gap-4">
          <Select label="State" options={stateOptions} isRequired {...choice('address.state')} />
          <TextField
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            isRequired
            {...text('address.zip')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Country"
            name="address.country"
            value="United States"
            isReadOnly
            description="We deliver in the US only."
          />
          <Select label="Region" options={regionOptions} isRequired {...choice('address.region')} />
        </div>
      </FormSection>

      <FormSection title="What you order" description="Tick any that apply.">
        <div className="flex flex-col">
          <Checkbox {...flag('address.specialtyRegionOnly')}>Specialty items only</Checkbox>
          <Checkbox {...flag('address.proteinRegionOnly')}>Protein only</Checkbox>
          <Checkbox {...flag('address.produceRegionOnly')}>Produce only</Checkbox>
          <Checkbox
            {...flag('address.isNewRestaurant')}
            description="Not open yet, or opened in the last three months."
          >
            New restaurant
          </Checkbox>
        </div>
      </FormSection>

      <Button type="submit" isPending={signup.isPending} className="w-full sm:w-auto sm:self-start">
        Send application
      </Button>
    </Form>
  );
}
