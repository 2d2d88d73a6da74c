import { describe, expect, it } from 'vitest';
import { DEMO_ALERT_DAYS, demoGlobalSettings } from './content-settings.ts';
import { DEMO_CAMPAIGNS } from './messaging-campaigns.ts';

// A weekday, a clock time or a holiday named in a message is a second, hand-written schedule beside the one
// the delivery rules compute (issue 32): the demo's messages point at the computed dates instead.
const SCHEDULE_WORDS =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|thanksgiving|christmas|new year)\b|\b\d{1,2}(:\d\d)?\s?(am|pm)\b/i;

describe('the demo messages', () => {
  it('announce no delivery days, cut-off times or holidays of their own', () => {
    const texts = DEMO_CAMPAIGNS.flatMap(({ input }) => [JSON.stringify(input)]);
    const alert = demoGlobalSettings(new Date()).siteAlert;
    texts.push(JSON.stringify(alert));
    expect(texts.filter((text) => SCHEDULE_WORDS.test(text))).toEqual([]);
    // The rule can fail: the old message would have been caught.
    expect(SCHEDULE_WORDS.test('submit by Tuesday 2 pm to keep Thursday delivery')).toBe(true);
  });

  it('give the site alert a start and an end', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const alert = demoGlobalSettings(now).siteAlert!;
    expect(alert.startsAt).toBe(now.toISOString());
    expect(Date.parse(alert.endsAt!) - now.getTime()).toBe(DEMO_ALERT_DAYS * 86_400_000);
  });
});
