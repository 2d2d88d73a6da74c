import { signupRequestSchema, type SignupRequest } from '@larder/contract';

/** The sign-up form as typed, one flat key per field; address keys match the server's `fields` keys. */
export interface SignupFormValues {
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  cutOffTime: string;
  businessCategory: string;
  accounts: string;
  'address.companyName': string;
  'address.address1': string;
  'address.address2': string;
  'address.city': string;
  'address.state': string;
  'address.zip': string;
  'address.region': string;
  'address.specialtyRegionOnly': boolean;
  'address.proteinRegionOnly': boolean;
  'address.produceRegionOnly': boolean;
  'address.isNewRestaurant': boolean;
}

/** The name of one sign-up field. */
export type SignupField = keyof SignupFormValues;

/** An empty sign-up form. */
export const EMPTY_SIGNUP_FORM: SignupFormValues = {
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  cutOffTime: '',
  businessCategory: '',
  accounts: '',
  'address.companyName': '',
  'address.address1': '',
  'address.address2': '',
  'address.city': '',
  'address.state': '',
  'address.zip': '',
  'address.region': '',
  'address.specialtyRegionOnly': false,
  'address.proteinRegionOnly': false,
  'address.produceRegionOnly': false,
  'address.isNewRestaurant': false,
};

/** The request body for the form's values; enum fields are sent as typed and checked by the schema. */
export function toSignupRequest(values: SignupFormValues): SignupRequest {
  return {
    email: values.email,
    phone: values.phone,
    password: values.password,
    confirmPassword: values.confirmPassword,
    firstName: values.firstName,
    lastName: values.lastName,
    cutOffTime: values.cutOffTime as SignupRequest['cutOffTime'],
    businessCategory: values.businessCategory as SignupRequest['businessCategory'],
    accounts: values.accounts,
    address: {
      companyName: values['address.companyName'],
      address1: values['address.address1'],
      address2: values['address.address2'],
      city: values['address.city'],
      state: values['address.state'] as SignupRequest['address']['state'],
      zip: values['address.zip'],
      country: 'US',
      region: values['address.region'] as SignupRequest['address']['region'],
      specialtyRegionOnly: values['address.specialtyRegionOnly'],
      proteinRegionOnly: values['address.proteinRegionOnly'],
      produceRegionOnly: values['address.produceRegionOnly'],
      isNewRestaurant: values['address.isNewRestaurant'],
    },
  };
}

/** Checks the form with the server's own schema; one message per field (the first), keyed like the form. */
export function validateSignupForm(values: SignupFormValues): Partial<Record<string, string>> {
  const result = signupRequestSchema.safeParse(toSignupRequest(values));
  const errors: Partial<Record<string, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}
