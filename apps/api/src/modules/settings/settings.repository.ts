import { AREAS, type PlatformSettings } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings, users } from '../../db/schema/index.ts';
import { auditedWrites } from '../../lib/mutations.ts';

export type SettingsRow = typeof settings.$inferSelect;

export function toSettings(r: SettingsRow & { updatedByName: string | null }): PlatformSettings {
  return {
    id: 1,
    site_name: r.siteName,
    contact_email: r.contactEmail,
    support_phone: r.supportPhone,
    support_hours: r.supportHours,
    default_convenience_fee: Number(r.defaultConvenienceFee),
    max_installments: r.maxInstallments,
    min_installment_amount: Number(r.minInstallmentAmount),
    terms_url: r.termsUrl,
    privacy_url: r.privacyUrl,
    kit_pickup_title: r.kitPickupTitle,
    kit_pickup_instructions: r.kitPickupInstructions,
    maintenance_mode: r.maintenanceMode,
    maintenance_message: r.maintenanceMessage,
    updated_at: r.updatedAt.toISOString(),
    updated_by_name: r.updatedByName,
    lock_version: r.lockVersion,
  };
}

export const settingsWrites = auditedWrites({
  table: settings,
  entity: AREAS.settings.audit,
  snapshot: (r) => {
    const { id: _id, updated_at: _u, updated_by_name: _b, lock_version: _l, ...fields } = toSettings({ ...r, updatedByName: null });
    return fields;
  },
  notFound: 'Configurações não encontradas.',
});

/** The single row (migration 0003 inserts it; re-created with its defaults if someone removed it). */
export async function loadSettings(db: Db): Promise<{ row: SettingsRow; settings: PlatformSettings }> {
  const read = () => db.select({ s: settings, updatedByName: users.name }).from(settings).leftJoin(users, eq(users.id, settings.updatedById)).where(eq(settings.id, 1));
  let [r] = await read();
  if (!r) {
    await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
    [r] = await read();
  }
  return { row: r!.s, settings: toSettings({ ...r!.s, updatedByName: r!.updatedByName }) };
}
