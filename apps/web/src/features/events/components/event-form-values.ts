import { emptyKitStock, eventBodyChecked, toEventBody, type EventBody, type EventDetail } from '@backoffice/contract';

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

/** A loaded event as form values: the contract's one mapping (the API's duplicate uses it too). */
export const toFormValues = (e: EventDetail): EventFormValues => toEventBody(e);

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
