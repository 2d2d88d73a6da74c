/** The session-storage key of the site alert's close flag (spec section 4). */
export const SITE_ALERT_CLOSE_FLAG = 'siteAlertClosed';

/** Whether the visitor closed this alert in this browser session; a new alert (another id) shows again. */
export function isSiteAlertDismissed(storage: Storage, alertId: string): boolean {
  try {
    return storage.getItem(SITE_ALERT_CLOSE_FLAG) === alertId;
  } catch {
    return false;
  }
}

/** Remembers for this session that the visitor closed the alert. */
export function dismissSiteAlert(storage: Storage, alertId: string): void {
  try {
    storage.setItem(SITE_ALERT_CLOSE_FLAG, alertId);
  } catch {
    // Storage may be full or blocked; the alert is still closed for this page view.
  }
}
