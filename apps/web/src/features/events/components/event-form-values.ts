import { emptyKitStock, eventBodyChecked, type EventBody, type EventDetail } from '@backoffice/contract';

export const eventFormSchema = eventBodyChecked;
export type EventFormValues = EventBody;

/** A new event: every field present (so the dirty flag compares like with like). */
export function emptyEvent(): EventFormValues {
  return {
    name: '',
    slug: '',
    category_id: null,
    event_type_id: null,
    branch_id: null,
    company_id: null,
    photo_url: null,
    online: false,
    online_url: '',
    record_url: '',
    global: false,
    place: '',
    city_id: null,
    address: '',
    event_date: null,
    visible_until_date: null,
    visible_until_hour: null,
    subscription_start_date: null,
    subscription_start_hour: null,
    subscription_end_date: null,
    subscription_end_hour: null,
    kits_withdraw_date: null,
    kits_withdraw_date_end: null,
    start_date: null,
    start_hour: null,
    end_date: null,
    end_hour: null,
    start_limit_date: null,
    start_limit_hour: null,
    days_of_week: [],
    subscriptions_limit: null,
    subscriptions_goal: null,
    subscriptions_courtesy: 0,
    description_text: '',
    schedule_text: '',
    subscriptions_text: '',
    terms_text: '',
    rules_text: '',
    kits_stock: emptyKitStock(),
    ong_ids: [],
    donation_to_receive_souvenir: null,
    event_donations: [],
    pix: true,
    debit_card: false,
    credit_card: true,
    porto_bank_percentage_limit: null,
    porto_bank_percentage_discount: null,
    santander_percentage_limit: null,
    santander_percentage_discount: null,
    event_extras_attributes: [],
    path_photos: [],
    promotional_photos: [],
    event_sponsors: [],
    event_available_modalities: [],
    kits: [],
    event_modalities: [],
  };
}

/**
 * A loaded event as form values. Read-only figures (kit_sold, kit_blocked, remaining stock, subscriptions sold) are
 * left out, so they never travel back on save (§3); the convenience fee is not edited (always 0 percentual).
 */
export function toFormValues(e: EventDetail): EventFormValues {
  return {
    name: e.name,
    slug: e.slug,
    category_id: e.category_id,
    event_type_id: e.event_type_id,
    branch_id: e.branch_id,
    company_id: e.company_id,
    photo_url: e.photo_url,
    online: e.online,
    online_url: e.online_url ?? '',
    record_url: e.record_url ?? '',
    global: e.global,
    place: e.place ?? '',
    city_id: e.city_id,
    address: e.address ?? '',
    event_date: e.event_date,
    visible_until_date: e.visible_until_date,
    visible_until_hour: e.visible_until_hour,
    subscription_start_date: e.subscription_start_date,
    subscription_start_hour: e.subscription_start_hour,
    subscription_end_date: e.subscription_end_date,
    subscription_end_hour: e.subscription_end_hour,
    kits_withdraw_date: e.kits_withdraw_date,
    kits_withdraw_date_end: e.kits_withdraw_date_end,
    start_date: e.start_date,
    start_hour: e.start_hour,
    end_date: e.end_date,
    end_hour: e.end_hour,
    start_limit_date: e.start_limit_date,
    start_limit_hour: e.start_limit_hour,
    days_of_week: e.days_of_week,
    subscriptions_limit: e.subscriptions_limit,
    subscriptions_goal: e.subscriptions_goal,
    subscriptions_courtesy: e.subscriptions_courtesy,
    description_text: e.description_text ?? '',
    schedule_text: e.schedule_text ?? '',
    subscriptions_text: e.subscriptions_text ?? '',
    terms_text: e.terms_text ?? '',
    rules_text: e.rules_text ?? '',
    kits_stock: e.kits_stock,
    ong_ids: e.ong_ids,
    donation_to_receive_souvenir: e.donation_to_receive_souvenir,
    event_donations: e.event_donations.map((d) => ({ id: d.id, ong_id: d.ong_id, amount: d.amount, description: d.description ?? '' })),
    pix: e.pix,
    debit_card: e.debit_card,
    credit_card: e.credit_card,
    porto_bank_percentage_limit: e.porto_bank_percentage_limit,
    porto_bank_percentage_discount: e.porto_bank_percentage_discount,
    santander_percentage_limit: e.santander_percentage_limit,
    santander_percentage_discount: e.santander_percentage_discount,
    event_extras_attributes: e.event_extras.map((x) => ({ id: x.id, extra_id: x.extra_id, price: x.price, stock: x.stock })),
    path_photos: e.path_photos,
    promotional_photos: e.promotional_photos,
    event_sponsors: e.event_sponsors.map((s) => ({ id: s.id, sponsor_id: s.sponsor_id, sponsor_type_id: s.sponsor_type_id, master: s.master, sponsor_priority: s.sponsor_priority })),
    event_available_modalities: e.event_available_modalities.map((a) => ({ id: a.id, modality_id: a.modality_id, hours: a.hours })),
    kits: e.kits.map((k) => ({ id: k.id, name: k.name, description: k.description ?? '', photo_url: k.photo_url, price: k.price, stock: k.stock })),
    event_modalities: e.event_modalities.map((m) => ({
      id: m.id,
      modality_id: m.modality_id,
      kit_index: m.kit_index,
      status: m.status,
      subscriptions_limit: m.subscriptions_limit,
      min_age: m.min_age,
      max_age: m.max_age,
      lots: m.lots.map((l) => ({ id: l.id, date: l.date, price: l.price, eldery_price: l.eldery_price, team_price: l.team_price, team_eldery_price: l.team_eldery_price })),
    })),
  };
}

/** Which tab holds a field (to mark tabs with errors). */
export function tabOfField(field: string): string {
  const root = field.split('.')[0] ?? '';
  if (/^(event_date|visible_until|subscription_start|subscription_end|kits_withdraw|start_|end_|days_of_week|subscriptions_)/.test(root)) return 'dates';
  if (root === 'event_modalities' || root === 'event_available_modalities') return 'modalities';
  if (root === 'kits' || root === 'kits_stock') return 'kits';
  if (root === 'event_extras_attributes' || root === 'event_sponsors') return 'extras';
  if (root === 'ong_ids' || root === 'donation_to_receive_souvenir' || root === 'event_donations') return 'ongs';
  if (/^(pix|debit_card|credit_card|porto_bank|santander)/.test(root)) return 'payment';
  if (root.endsWith('_text')) return 'texts';
  if (root === 'path_photos' || root === 'promotional_photos') return 'photos';
  return 'general';
}
