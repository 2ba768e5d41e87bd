import { SETTINGS_ID, idParams, platformSettings, settingsBody } from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { loadSettings, settingsWrites } from './settings.repository.ts';

const tags = ['Configurações'];
const params = idParams;
/** §3: settings are a single record, id 1; any other id is 404. */
function only(id: number) {
  if (id !== SETTINGS_ID) throw notFound('Configurações não encontradas.');
}

/** GET/PUT /v1/settings/1 (§7 Newsletter and settings; fields in decision 0077). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/v1/settings/:id',
    { config: { access: permit('index', 'settings') }, schema: { tags, summary: 'Ver configurações da plataforma', params, response: { 200: platformSettings } } },
    async (request) => {
      only(request.params.id);
      return (await loadSettings(db)).settings;
    },
  );

  app.put(
    '/v1/settings/:id',
    { config: { access: permit('update', 'settings') }, schema: { tags, summary: 'Editar configurações da plataforma', params, body: settingsBody, response: { 200: platformSettings } } },
    async (request) => {
      only(request.params.id);
      const { row } = await loadSettings(db);
      const { lock_version, ...b } = request.body;
      const actor = actorOf(request);
      await settingsWrites.update(db, actor, row, lock_version, {
        siteName: b.site_name,
        contactEmail: b.contact_email,
        supportPhone: b.support_phone,
        supportHours: b.support_hours,
        defaultConvenienceFee: b.default_convenience_fee,
        maxInstallments: b.max_installments,
        minInstallmentAmount: b.min_installment_amount,
        termsUrl: b.terms_url,
        privacyUrl: b.privacy_url,
        kitPickupTitle: b.kit_pickup_title,
        kitPickupInstructions: b.kit_pickup_instructions,
        maintenanceMode: b.maintenance_mode,
        maintenanceMessage: b.maintenance_message,
        updatedById: actor.id,
      });
      return (await loadSettings(db)).settings;
    },
  );
};

export default settingsRoutes;
