import { ACCESS_TOKEN_HEADER, PAGE_MODULES_META } from '@backoffice/contract/constants';
import { EARLY_REQUESTS_LIMIT, EARLY_REQUESTS_STORAGE_KEY, ME_PATH, SESSION_STORAGE_KEY } from '../lib/session-key.ts';

/**
 * Preloads appended per task (decision 0147). Each one costs Chromium's main thread a request set up (~1.5 ms here,
 * ~6 ms on Lighthouse's 4× slower phone), so the 20 of a list page in one go made a 150–190 ms task there; four a task
 * keep each under the 50 ms a long task starts at, and the rest follow a task later.
 */
export const PRELOADS_PER_TASK = 4;

/**
 * The source of the small classic script the build puts before the entry (vite.config.ts; the CSP allows no inline
 * script). With a session stored it asks `GET /v1/me` at once, with the reads this page made by itself the last time
 * it was opened (lib/early-requests.ts, decision 0104), into window.__BACKOFFICE_EARLY__ where the API client takes
 * them. Then it preloads the signed-in shell's chunks and the page's own (`modulepreload`, `preload` for CSS), all
 * `crossorigin` as Vite loads them (a preload in another credentials mode is downloaded twice), a few per task.
 * Without a session it does nothing: /sign_in's first load is unchanged.
 */
export function preloadScriptSource(shellFiles: string[]): string {
  return [
    '(function(){var s;try{s=JSON.parse(localStorage.getItem(' + JSON.stringify(SESSION_STORAGE_KEY) + ')||"null")}catch(e){return}',
    'if(!s||!s.access_token||!s.refresh_token)return;',
    'try{var c=window.__BACKOFFICE_CONFIG__||{},h={accept:"application/json"},b=String(c.apiBaseUrl||"/api").replace(/\\/+$/,""),',
    'r=[' + JSON.stringify(ME_PATH) + '],e=window.__BACKOFFICE_EARLY__={};h[' + JSON.stringify(ACCESS_TOKEN_HEADER) + ']=s.access_token;',
    'if(!location.search)try{var l=JSON.parse(localStorage.getItem(' + JSON.stringify(EARLY_REQUESTS_STORAGE_KEY) + ')||"{}")[location.pathname];',
    'if(Array.isArray(l))r=r.concat(l.slice(0,' + EARLY_REQUESTS_LIMIT + '))}catch(x){}',
    'r.forEach(function(u){if(typeof u!="string"||!/^\\/v\\d+\\//.test(u)||e[b+u])return;var f=fetch(b+u,{headers:h});f.catch(function(){});e[b+u]=f})}catch(x){}',
    'var p=document.querySelector(\'meta[name="' + PAGE_MODULES_META + '"]\'),q=' + JSON.stringify(shellFiles) + '.concat(p?p.content.split(" "):[]);',
    '(function a(i){q.slice(i,i+' + PRELOADS_PER_TASK + ').forEach(function(f){var l=document.createElement("link");',
    'if(/\\.css$/.test(f)){l.rel="preload";l.setAttribute("as","style")}else l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)});',
    'if(i+' + PRELOADS_PER_TASK + '<q.length)setTimeout(function(){a(i+' + PRELOADS_PER_TASK + ')},0)})(0)})();\n',
  ].join('');
}
