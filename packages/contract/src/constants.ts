/**
 * `@backoffice/contract/constants`: the zod-free part of the contract — texts, labels, headers, formats, the permission
 * catalogue and its checks. No side effects and no schema, so the panel's first load (the entry, /sign_in) and the
 * signed-in shell with a list page (the events list) do not carry zod (issue 13 §1, decision 0085). Everything here is
 * also exported by the main entry; `constants.test.ts` checks that nothing here reaches zod.
 */
export * from './messages.ts';
export * from './headers.ts';
export * from './permissions.ts';
export * from './areas.ts';
export * from './formats.ts';
export * from './labels.ts';
export * from './paging.ts';
export * from './events-labels.ts';
export * from './notification-labels.ts';
export * from './uploads-rules.ts';
export * from './orders-rules.ts';
export * from './coupons-labels.ts';
export * from './customers-labels.ts';
export * from './tournaments-labels.ts';
export * from './reservations-labels.ts';
export * from './partners-labels.ts';
export * from './banners-labels.ts';
export * from './campaigns-labels.ts';
export * from './event-groups-labels.ts';
export * from './extras-labels.ts';
export * from './newsletter-labels.ts';
export * from './ongs-labels.ts';
export * from './sponsors-labels.ts';
export * from './participants-labels.ts';
export * from './finance-labels.ts';
export * from './trainers-labels.ts';
export * from './modalities-labels.ts';
