import type { StaffSiteAlert } from '@larder/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { useSetSiteAlert, useSiteAlert } from '../api/staff-content-api.ts';
import { alertStateAt, localInputOf, instantOf } from '../site-alert-window.ts';

interface AlertForm {
  text: string;
  linkName: string;
  linkUrl: string;
  style: 'info' | 'warning';
  startsAt: string;
  endsAt: string;
}

function formOf(alert: StaffSiteAlert): AlertForm {
  return {
    text: alert?.message ?? '',
    linkName: alert?.link?.name ?? '',
    linkUrl: alert?.link?.url ?? '',
    style: alert?.style ?? 'info',
    startsAt: alert?.startsAt ? localInputOf(alert.startsAt) : '',
    endsAt: alert?.endsAt ? localInputOf(alert.endsAt) : '',
  };
}

const STATE_TEXT = {
  none: 'No site alert is set.',
  showing: 'Buyers see this alert now.',
  scheduled: 'Scheduled: buyers see it from its start.',
  ended: 'Ended: buyers no longer see it.',
} as const;

/** The site alert: text, link, style, and the window in which buyers see it; saving publishes it at once. */
export function SiteAlertEditor() {
  const { data: alert, isPending, isError, error } = useSiteAlert();
  if (isPending) return <Spinner label="Loading the site alert" />;
  if (isError) return <Alert tone="error">{error.message}</Alert>;
  return <SiteAlertForm alert={alert} />;
}

function SiteAlertForm({ alert }: { alert: StaffSiteAlert }) {
  const setAlert = useSetSiteAlert();
  const [form, setForm] = useState<AlertForm>(() => formOf(alert));
  const [message, setMessage] = useState<string | null>(null);
  // A newly published alert resets the form (the pattern React documents for this).
  const [shownAlert, setShownAlert] = useState(alert);
  if (shownAlert !== alert) {
    setShownAlert(alert);
    setForm(formOf(alert));
  }

  const fields = setAlert.error instanceof ApiError ? setAlert.error.fields : {};
  const send = (next: AlertForm, done: string) => {
    setMessage(null);
    setAlert.mutate(
      {
        text: next.text,
        link: next.linkUrl || next.linkName ? { name: next.linkName, url: next.linkUrl } : null,
        style: next.style,
        startsAt: next.startsAt ? instantOf(next.startsAt) : null,
        endsAt: next.endsAt ? instantOf(next.endsAt) : null,
      },
      { onSuccess: () => setMessage(done) },
    );
  };
  const state = alertStateAt(alert, new Date());

  return (
    <form
      aria-labelledby="site-alert-title"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        send(form, form.text.trim() === '' ? 'The site alert is removed.' : 'The site alert is published.');
      }}
    >
      <div>
        <h2 id="site-alert-title" className="text-xl font-bold text-stone-900">
          Site alert
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          The banner above the header. Saving publishes it at once; buyers see it only between its start and
          end (leave them empty for right away and until removed).
        </p>
        <p className="mt-2 text-sm font-semibold text-stone-800">{STATE_TEXT[state]}</p>
      </div>
      <TextField
        label="Alert text"
        multiline
        maxLength={500}
        value={form.text}
        onChange={(text) => setForm({ ...form, text })}
        errorMessage={fields.text}
        description="Leave empty and save to remove the alert."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Link text"
          value={form.linkName}
          maxLength={120}
          onChange={(linkName) => setForm({ ...form, linkName })}
          errorMessage={fields['link.name']}
        />
        <TextField
          label="Link URL"
          value={form.linkUrl}
          maxLength={500}
          placeholder="/resources/holiday-delivery-schedule/"
          onChange={(linkUrl) => setForm({ ...form, linkUrl })}
          errorMessage={fields['link.url']}
        />
      </div>
      <Select
        label="Style"
        options={[
          { id: 'info', label: 'Information' },
          { id: 'warning', label: 'Warning' },
        ]}
        value={form.style}
        onChange={(style) => setForm({ ...form, style: style === 'warning' ? 'warning' : 'info' })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Starts"
          type="datetime-local"
          value={form.startsAt}
          onChange={(startsAt) => setForm({ ...form, startsAt })}
          errorMessage={fields.startsAt}
          description="In your time zone. Empty: from now."
        />
        <TextField
          label="Ends"
          type="datetime-local"
          value={form.endsAt}
          onChange={(endsAt) => setForm({ ...form, endsAt })}
          errorMessage={fields.endsAt}
          description="In your time zone. Empty: until removed."
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isPending={setAlert.isPending}>
          Publish alert
        </Button>
        <Button
          variant="ghost"
          isDisabled={setAlert.isPending || alert === null}
          onPress={() => send({ ...formOf(null) }, 'The site alert is removed.')}
        >
          Remove alert
        </Button>
      </div>
      {setAlert.isError && (
        <Alert tone="error" announce>
          {errorMessageOf(setAlert.error)}
        </Alert>
      )}
      {message && (
        <Alert tone="success" announce>
          {message}
        </Alert>
      )}
    </form>
  );
}
