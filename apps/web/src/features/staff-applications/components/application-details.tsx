import type { StaffApplication } from '@larder/contract';
import type { ReactNode } from 'react';
import { formatClockTime, formatName } from '../../../lib/format.ts';
import { formatApplicationTime } from '../format-application.ts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-stone-100 py-2">
      <dt className="text-sm font-semibold text-stone-700">{term}</dt>
      <dd className="text-stone-900 break-words">{children}</dd>
    </div>
  );
}

/** Everything an applicant gave (never the password), and how the application was reviewed. */
export function ApplicationDetails({ application }: { application: StaffApplication }) {
  const { address } = application;
  const orders = [
    address.specialtyRegionOnly && 'Specialty items only',
    address.proteinRegionOnly && 'Protein only',
    address.produceRegionOnly && 'Produce only',
  ].filter(Boolean);
  return (
    <dl className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
      <Row term="Applicant">
        {application.firstName} {application.lastName}
      </Row>
      <Row term="E-mail">{application.email}</Row>
      <Row term="Phone">{application.phone}</Row>
      <Row term="Company">{address.companyName}</Row>
      <Row term="Business category">{application.businessCategory}</Row>
      <Row term="Delivery address">
        {address.address1}
        {address.address2 && <>, {address.address2}</>}
        <br />
        {address.city}, {address.state} {address.zip}, {address.country}
      </Row>
      <Row term="Region">{address.region ? formatName(address.region) : '—'}</Row>
      <Row term="Order cut-off">{formatClockTime(application.cutOffTime)}</Row>
      <Row term="What they order">{orders.length > 0 ? orders.join(', ') : 'Everything'}</Row>
      <Row term="New restaurant">{address.isNewRestaurant ? 'Yes' : 'No'}</Row>
      <Row term="Existing accounts">{application.accounts || '—'}</Row>
      <Row term="Received">{formatApplicationTime(application.createdAt)}</Row>
      {application.status !== 'pending' && (
        <Row term={application.status === 'approved' ? 'Approved' : 'Rejected'}>
          {application.reviewedAt ? formatApplicationTime(application.reviewedAt) : '—'}
          {application.reviewedBy && <> by {application.reviewedBy}</>}
        </Row>
      )}
      {application.organization && (
        <Row term="Organization">
          {application.organization.name} ({application.organization.id})
        </Row>
      )}
      {application.rejectionReason && <Row term="Reason given">{application.rejectionReason}</Row>}
    </dl>
  );
}
