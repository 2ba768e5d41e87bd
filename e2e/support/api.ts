/** Direct API calls for test preparation (not what is being tested): sign in, create users, look up profiles. */
import { ACCESS_TOKEN_HEADER } from '@backoffice/contract';
import { inject } from 'vitest';
import { DEMO } from './accounts.ts';
import './provided.ts';

export async function call<T>(method: string, apiPath: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/api${apiPath}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { [ACCESS_TOKEN_HEADER]: token } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${apiPath} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Access token of an account without two-factor. */
export async function apiToken(email: string, password: string): Promise<string> {
  const answer = await call<{ access_token?: string; is_two_factor_enabled: boolean }>('POST', '/v2/session', null, { email, password });
  if (!answer.access_token) throw new Error(`${email}: conta com 2FA, use outra para preparar dados`);
  return answer.access_token;
}

let cachedAdmin: { token: string; until: number } | null = null;

/**
 * Access token of the demo admin, reused for 5 minutes (tokens last 15): test setup calls this a lot, and each
 * sign-in costs a password hash check on the server.
 */
export async function adminToken(): Promise<string> {
  if (cachedAdmin && Date.now() < cachedAdmin.until) return cachedAdmin.token;
  const token = await apiToken(DEMO.admin.email, DEMO.admin.password);
  cachedAdmin = { token, until: Date.now() + 5 * 60_000 };
  return token;
}

export async function profileIdByName(token: string, name: string): Promise<number> {
  const list = await call<{ id: number; name: string }[]>('GET', `/v1/profiles?per_page=200&query=${encodeURIComponent(name)}`, token);
  const found = list.find((p) => p.name === name);
  if (!found) throw new Error(`perfil '${name}' não encontrado (seed?)`);
  return found.id;
}

/** Creates an admin user through the API (as the demo admin) with a password and the given profile. */
export async function createUserViaApi(opts: { name: string; email: string; password: string; profile: string }) {
  const token = await adminToken();
  const profileId = await profileIdByName(token, opts.profile);
  return call<{ id: number; name: string; email: string }>('POST', '/v1/users/', token, {
    name: opts.name,
    email: opts.email,
    password: opts.password,
    profile_ids: [profileId],
  });
}

/** Creates a profile through the API (as the demo admin). */
export async function createProfileViaApi(name: string, permissions: { action: string; resource: string }[]) {
  return call<{ id: number; name: string }>('POST', '/v1/profiles/', await adminToken(), { name, permissions });
}
