/**
 * `@backoffice/contract/constants`: the zod-free part of the contract — texts, headers, the permission catalogue and
 * its checks. No side effects and no schema, so the panel's first load (the entry, /sign_in) does not carry zod
 * (issue 13 §1, decision 0085). Everything here is also exported by the main entry.
 */
export * from './messages.ts';
export * from './headers.ts';
export * from './permissions.ts';
