import { NEW_SALES_REP_ID, type StaffAccount, type StaffAccountsResponse } from '@larder/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useAssignRepOrganizations, useSetStaffSalesRep } from '../api/staff-accounts.ts';

const ALL = 'all';

/**
 * Which organizations a staff account works on: all of them, or (tied to a sales rep) that rep's only, and
 * the account numbers to hand to the rep.
 */
export function StaffRepScope({
  account,
  salesReps,
}: {
  account: StaffAccount;
  salesReps: StaffAccountsResponse['salesReps'];
}) {
  const setRep = useSetStaffSalesRep();
  const assign = useAssignRepOrganizations();
  const [numbers, setNumbers] = useState('');
  const failed = (error: unknown) => showToast(errorMessageOf(error), 'error');
  return (
    <div className="flex flex-col gap-3">
      <Select
        label="Organizations"
        description={
          account.salesRep
            ? `Only ${account.salesRep.name}’s: ${account.organizationCount} organization${account.organizationCount === 1 ? '' : 's'}.`
            : 'Every organization.'
        }
        options={[
          { id: ALL, label: 'Every organization' },
          ...salesReps.map((rep) => ({ id: rep.id, label: `Sales rep ${rep.name} (${rep.email})` })),
          ...(account.salesRep ? [] : [{ id: NEW_SALES_REP_ID, label: 'A new sales rep: this person' }]),
        ]}
        value={account.salesRep?.id ?? ALL}
        onChange={(id) =>
          setRep
            .mutateAsync({ id: account.id, salesRepId: id === ALL ? null : id })
            .then(() => showToast('The organizations this account works on changed.', 'success'), failed)
        }
      />
      {account.salesRep && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            label={`Give organizations to ${account.salesRep.name}`}
            description="Account numbers, separated by spaces, commas or lines."
            value={numbers}
            onChange={setNumbers}
            maxLength={10_000}
            className="flex-1"
          />
          <Button
            variant="secondary"
            isDisabled={numbers.trim() === ''}
            isPending={assign.isPending}
            onPress={() =>
              assign
                .mutateAsync({
                  id: account.id,
                  organizationIds: numbers.split(/[\s,]+/).filter(Boolean),
                })
                .then(({ assigned }) => {
                  showToast(`${assigned} organization${assigned === 1 ? '' : 's'} changed rep.`, 'success');
                  setNumbers('');
                }, failed)
            }
          >
            Assign
          </Button>
        </div>
      )}
    </div>
  );
}
