import { describe, expect, it } from 'vitest';
import { campaignFrom, sessionCampaign, type CampaignStorage } from './campaign.ts';

function memoryStorage(): CampaignStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

describe('campaignFrom', () => {
  it("maps utm_ parameters to Segment's campaign keys and keeps custom ones", () => {
    expect(
      campaignFrom(
        '?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20beef&utm_term=brisket&utm_content=hero&utm_region=west&q=1',
      ),
    ).toEqual({
      source: 'newsletter',
      medium: 'email',
      name: 'spring beef',
      term: 'brisket',
      content: 'hero',
      region: 'west',
    });
  });

  it('is null without utm_ parameters, and ignores empty ones', () => {
    expect(campaignFrom('?q=beef&facet_brand=1')).toBeNull();
    expect(campaignFrom('')).toBeNull();
    expect(campaignFrom('?utm_source=&utm_=x')).toBeNull();
  });
});

describe('sessionCampaign', () => {
  it('keeps the landing campaign for later pages of the session, until another campaign lands', () => {
    const storage = memoryStorage();
    expect(sessionCampaign('?utm_source=google', storage)).toEqual({ source: 'google' });
    expect(sessionCampaign('?page=2', storage)).toEqual({ source: 'google' });
    expect(sessionCampaign('?utm_source=email', storage)).toEqual({ source: 'email' });
    expect(sessionCampaign('', storage)).toEqual({ source: 'email' });
  });

  it('is null for a session that never had a campaign', () => {
    expect(sessionCampaign('', memoryStorage())).toBeNull();
  });

  it('still works when storage is missing, throws or holds garbage', () => {
    const throwing: CampaignStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(sessionCampaign('?utm_source=x', throwing)).toEqual({ source: 'x' });
    expect(sessionCampaign('', throwing)).toBeNull();
    expect(sessionCampaign('?utm_source=x', null)).toEqual({ source: 'x' });
    const garbage = memoryStorage();
    garbage.items.set('larder.campaign', '{not json');
    expect(sessionCampaign('', garbage)).toBeNull();
  });
});
