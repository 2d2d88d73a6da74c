import type { DeliveryCalendar } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { deliveryCalendarsOf } from '../delivery-calendar/delivery-calendar.service.ts';
import { getGlobalSettings } from '../content/global-settings.service.ts';
import {
  businessUnitsById,
  orderingProfileOf,
  type BusinessUnit,
} from '../organizations/organizations.service.ts';
import type { CartContext } from './cart-context.ts';

/** The site's feature flags (global settings, cached per process). */
export async function featureFlags(db: Db): Promise<Record<string, boolean>> {
  return (await getGlobalSettings(db, 'en')).featureFlags;
}

/** What a cart view reads besides the cart itself: settings cached per process. */
export interface CartSettings {
  profile: Awaited<ReturnType<typeof orderingProfileOf>>;
  flags: Record<string, boolean>;
  units: Map<string, BusinessUnit>;
  /** Each business unit's delivery calendar (ADR 042). */
  calendars: ReadonlyMap<string, DeliveryCalendar>;
}

/**
 * The cart settings, read on the database handle itself. Their caches are kept per handle, so inside a
 * transaction (a handle of its own) they would miss every time: a submit reads them before it begins.
 */
export async function cartSettingsOf(db: Db, context: CartContext): Promise<CartSettings> {
  const [settings, calendars] = await Promise.all([
    cartSettingsBesideCalendars(db, context),
    deliveryCalendarsOf(db, context.now),
  ]);
  return { ...settings, calendars };
}

/**
 * The cart settings but the calendars, for a cart change: it reads the calendar's stamp with its lock and
 * then takes the calendars with `deliveryCalendarsOf(db, now, stamp)`, a round trip fewer.
 */
export async function cartSettingsBesideCalendars(
  db: Db,
  context: CartContext,
): Promise<Omit<CartSettings, 'calendars'>> {
  const organization = context.organization.row;
  const [profile, flags, units] = await Promise.all([
    orderingProfileOf(db, organization.id),
    featureFlags(db),
    businessUnitsById(db, [organization.businessUnitId]),
  ]);
  return { profile, flags, units };
}

/** The business units of the given ids: the settings' when they hold them all, else read (and cached) anew. */
export function unitsOf(
  db: Db,
  settings: Pick<CartSettings, 'units'>,
  ids: readonly string[],
): Promise<Map<string, BusinessUnit>> {
  return ids.every((id) => settings.units.has(id))
    ? Promise.resolve(settings.units)
    : businessUnitsById(db, ids);
}
