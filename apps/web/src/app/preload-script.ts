import { ACCESS_TOKEN_HEADER, PAGE_MODULES_META } from '@backoffice/contract/constants';
import { SESSION_STORAGE_KEY } from '../lib/session-key';

/**
 * The source of the small classic script the build puts before the entry (vite.config.ts; the CSP allows no inline
 * script). With a session stored it asks `GET /v1/me` at once (the shell waits for it; prefetchMe takes the answer
 * from window.__BACKOFFICE_EARLY_ME__), then preloads the signed-in shell's chunks and the page's own (`modulepreload`,
 * `preload` for CSS), all `crossorigin` as Vite loads them: a preload in another credentials mode is downloaded twice. Without a session it does nothing: /sign_in's first load is unchanged.
 */
export function preloadScriptSource(shellFiles: string[]): string {
  return [
    '(function(){var s;try{s=JSON.parse(localStorage.getItem(' + JSON.stringify(SESSION_STORAGE_KEY) + ')||"null")}catch(e){return}',
    'if(!s||!s.access_token||!s.refresh_token)return;',
    'try{var c=window.__BACKOFFICE_CONFIG__||{},h={accept:"application/json"};h[' + JSON.stringify(ACCESS_TOKEN_HEADER) + ']=s.access_token;',
    'var m=fetch(String(c.apiBaseUrl||"/api").replace(/\\/+$/,"")+"/v1/me",{headers:h});m.catch(function(){});window.__BACKOFFICE_EARLY_ME__=m}catch(e){}',
    'var p=document.querySelector(\'meta[name="' + PAGE_MODULES_META + '"]\');',
    JSON.stringify(shellFiles) + '.concat(p?p.content.split(" "):[]).forEach(function(f){var l=document.createElement("link");',
    'if(/\\.css$/.test(f)){l.rel="preload";l.setAttribute("as","style")}else l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)})})();\n',
  ].join('');
}
