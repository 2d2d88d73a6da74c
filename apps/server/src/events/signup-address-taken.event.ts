import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/** Someone applied with an address that already has an account or an application under review. */
export const signupAddressTaken = defineEvent('signup.address-taken', z.object({ email: z.string() }));
