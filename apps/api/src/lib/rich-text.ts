import sanitizeHtml from 'sanitize-html';

/**
 * Rich texts (event description, schedule, subscriptions, terms, rules) are shown as HTML on the public site, so the
 * server keeps only a safe subset: structure and emphasis, lists, tables, links (http, https, mailto; opened in a new
 * tab without opener) and images over http(s). Scripts, styles, event handlers, iframes and other URLs are removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'div', 'blockquote', 'pre', 'code',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'], '*': ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** The safe HTML of `html`; null for empty input (also after cleaning, e.g. "<p></p>"). */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const text = clean.replace(/<(?!img)[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
  return text === '' && !clean.includes('<img') ? null : clean;
}
