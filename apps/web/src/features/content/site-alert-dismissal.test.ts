// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissSiteAlert, isSiteAlertDismissed, SITE_ALERT_CLOSE_FLAG } from './site-alert-dismissal.ts';

describe('site alert dismissal', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows an alert until it is dismissed', () => {
    expect(isSiteAlertDismissed(sessionStorage, 'holiday-2025')).toBe(false);
    dismissSiteAlert(sessionStorage, 'holiday-2025');
    expect(isSiteAlertDismissed(sessionStorage, 'holiday-2025')).toBe(true);
  });

  it('keeps the close flag in session storage', () => {
    dismissSiteAlert(sessionStorage, 'holiday-2025');
    expect(sessionStorage.getItem(SITE_ALERT_CLOSE_FLAG)).toBe('holiday-2025');
  });

  it('shows a different alert again after an earlier one was dismissed', () => {
    dismissSiteAlert(sessionStorage, 'holiday-2025');
    expect(isSiteAlertDismissed(sessionStorage, 'storm-delays')).toBe(false);
  });

  it('is forgotten with the session', () => {
    dismissSiteAlert(sessionStorage, 'holiday-2025');
    sessionStorage.clear();
    expect(isSiteAlertDismissed(sessionStorage, 'holiday-2025')).toBe(false);
  });

  it('treats blocked storage as not dismissed', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(() => dismissSiteAlert(blocked, 'x')).not.toThrow();
    expect(isSiteAlertDismissed(blocked, 'x')).toBe(false);
  });
});
