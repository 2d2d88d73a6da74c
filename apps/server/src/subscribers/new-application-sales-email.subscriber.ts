import type { Db } from '../db/client.ts';
import { applicationSubmitted } from '../events/application-submitted.event.ts';
import { applicationAddressOf, applicationById } from '../modules/auth/signup-applications.service.ts';
import { PermanentJobError } from '../modules/jobs/jobs.service.ts';
import type { Mailer } from '../modules/mail/mail.service.ts';

import { newApplicationMessage } from './application-emails.ts';
import { defineSubscriber } from './subscriber.ts';

/** Tells the sales team's address of every new sign-up application, so someone reviews it. */
export function newApplicationSalesEmail(db: Db, mailer: Mailer, salesTeamEmail: string, origin: string) {
  return defineSubscriber({
    name: 'new-application-sales-email',
    event: applicationSubmitted,
    async handle({ applicationId }) {
      const found = await applicationById(db, applicationId);
      if (!found) throw new PermanentJobError(`no application ${applicationId}`);
      const { row } = found;
      const address = applicationAddressOf(row.address);
      await mailer.send(
        newApplicationMessage(
          salesTeamEmail,
          {
            id: row.id,
            email: row.email,
            phone: row.phone,
            firstName: row.firstName,
            lastName: row.lastName,
            businessCategory: row.businessCategory,
            companyName: address.companyName,
            city: address.city,
            state: address.state,
          },
          origin,
        ),
      );
    },
  });
}
