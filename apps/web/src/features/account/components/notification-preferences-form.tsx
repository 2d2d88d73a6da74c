import type { Account, NotificationPreferences } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useChangeNotifications } from '../api/change-notifications.ts';

const CHOICES: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: 'orderEmails',
    label: 'Order confirmations',
    description: 'An e-mail record of each order you place, change or cancel.',
  },
  {
    key: 'backInStock',
    label: 'Back in stock',
    description: 'An e-mail when an item you asked to be told about can be ordered again.',
  },
  {
    key: 'messages',
    label: 'Messages',
    description: 'News and offers from your distributor, shown on the site after you order.',
  },
];

/** Which e-mails and messages the user gets; the server honours the choice for every one of them. */
export function NotificationPreferencesForm({ account }: { account: Account }) {
  const [choices, setChoices] = useState<NotificationPreferences>(account.notifications);
  const change = useChangeNotifications();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate(choices);
  }

  return (
    <Form onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="account-notifications">
      <h2 id="account-notifications" className="text-lg font-bold text-stone-900">
        Notifications
      </h2>
      <div className="flex flex-col">
        {CHOICES.map((choice) => (
          <Checkbox
            key={choice.key}
            isSelected={choices[choice.key]}
            onChange={(selected) => {
              setChoices((current) => ({ ...current, [choice.key]: selected }));
              change.reset();
            }}
            description={choice.description}
          >
            {choice.label}
          </Checkbox>
        ))}
      </div>
      <div role="status" aria-live="polite">
        {change.isSuccess && <Alert tone="success">Your notification choices are saved.</Alert>}
      </div>
      {change.isError && (
        <Alert tone="error" announce>
          {errorMessageOf(change.error)}
        </Alert>
      )}
      <div>
        <Button type="submit" isDisabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save notifications'}
        </Button>
      </div>
    </Form>
  );
}
