import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../http/security-headers';
import type { MediaType, OpenApiDocument, Operation, Parameter, Response } from './document';
import type { HttpMethod } from './operations';
import { COMPONENT_PREFIX, type JsonSchema } from './schemas';

/**
 * The API as one self-contained HTML page, rendered from the OpenAPI document itself: no
 * script, no CDN, no web fonts, so it works on a plant network without internet.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const REF = new RegExp(`&quot;(${COMPONENT_PREFIX.replaceAll('/', '\\/')}([A-Za-z0-9_]+))&quot;`, 'g');

/** Pretty JSON whose component references link to the component. */
const jsonHtml = (value: unknown) => {
  const text = escapeHtml(JSON.stringify(value, null, 2));
  return `<pre>${text.replace(REF, (_match, ref: string, name: string) => `"<a href="#schema-${name}">${ref}</a>"`)}</pre>`;
};

const refName = (schema: JsonSchema | undefined) =>
  typeof schema?.$ref === 'string' && schema.$ref.startsWith(COMPONENT_PREFIX) ? schema.$ref.slice(COMPONENT_PREFIX.length) : null;

/** A referenced schema as a link, and (when `expand`) its JSON folded beneath. */
function schemaHtml(schema: JsonSchema | undefined, components: Record<string, JsonSchema> | null): string {
  if (!schema) return '';
  const name = refName(schema);
  if (!name) return jsonHtml(schema);
  const link = `<a href="#schema-${name}">${name}</a>`;
  return components ? `${link}<details><summary>schema</summary>${jsonHtml(components[name])}</details>` : link;
}

const contentHtml = (content: Record<string, MediaType> | undefined, components: Record<string, JsonSchema> | null) =>
  Object.entries(content ?? {})
    .map(([type, media]) => `<div><code>${escapeHtml(type)}</code> ${schemaHtml(media.schema, components)}</div>`)
    .join('');

const methodBadge = (method: HttpMethod) => `<span class="method ${method}">${method.toUpperCase()}</span>`;

const parameterRow = (p: Parameter) =>
  `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td>` +
  `<td><code>${escapeHtml(JSON.stringify(p.schema))}</code>${p.explode === false ? '<p>One comma-separated value.</p>' : ''}` +
  `${p.description ? `<p>${escapeHtml(p.description)}</p>` : ''}</td></tr>`;

function responseRow(status: string, response: Response, components: Record<string, JsonSchema>): string {
  const headers = Object.keys(response.headers ?? {}).map((h) => `<div>header <code>${escapeHtml(h)}</code></div>`);
  return (
    `<tr><td><span class="status s${status[0]}">${status}</span></td><td>${escapeHtml(response.description)}${headers.join('')}</td>` +
    // Problems all share one schema: a link is enough.
    `<td>${contentHtml(response.content, status.startsWith('2') ? components : null)}</td></tr>`
  );
}

function operationHtml(method: HttpMethod, path: string, op: Operation, components: Record<string, JsonSchema>): string {
  const parts = [
    `<h3>${methodBadge(method)} <code>${escapeHtml(path)}</code></h3>`,
    `<p class="summary">${escapeHtml(op.summary)}</p>`,
    op.description ? `<p>${escapeHtml(op.description)}</p>` : '',
    op.parameters
      ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr></thead>` +
        `<tbody>${op.parameters.map(parameterRow).join('')}</tbody></table>`
      : '',
    op.requestBody ? `<h4>Request body</h4>${contentHtml(op.requestBody.content, components)}` : '',
    `<h4>Responses</h4><table><thead><tr><th>Status</th><th>Meaning</th><th>Body</th></tr></thead><tbody>` +
      Object.entries(op.responses)
        .map(([status, response]) => responseRow(status, response, components))
        .join('') +
      `</tbody></table>`,
  ];
  return `<article id="op-${op.operationId}">${parts.join('')}</article>`;
}

// Long paths, schemas and JSON wrap anywhere, so the page fits a 390 px phone without sideways scrolling.
const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}
header,main{max-width:72rem;margin:0 auto;padding:0 1rem}
nav ul{list-style:none;padding-left:1rem}nav>ul{padding:0}
a{color:#0b57d0}code,pre{font:13px/1.4 ui-monospace,monospace}
pre{background:#f0f0f0;padding:.5rem;overflow:auto;max-height:30rem}
article{background:#fff;border:1px solid #ddd;border-radius:6px;padding:.25rem 1rem 1rem;margin:1rem 0}
table{border-collapse:collapse;width:100%}td,th{border-top:1px solid #e5e5e5;padding:.25rem .5rem;text-align:left;vertical-align:top}
td p{margin:.25rem 0}.summary{font-weight:600}
.method,.status{display:inline-block;min-width:4.2em;text-align:center;border-radius:4px;color:#fff;font:600 12px/1.8 ui-monospace,monospace}
.get{background:#1565c0}.post{background:#2e7d32}.put{background:#b25e00}.patch{background:#00796b}.delete{background:#c62828}
.s2{background:#2e7d32}.s4{background:#a15c00}.s5{background:#c62828}
code,nav a,td a{overflow-wrap:anywhere}td pre{white-space:pre-wrap}
@media (max-width:600px){header,main{padding:0 .5rem}article{padding:.25rem .5rem .5rem}td,th{padding:.25rem}}`;

/** The page loads nothing and runs nothing: its one inline <style> is allowed by its hash. */
export const DOCS_PAGE_POLICY = contentSecurityPolicy(
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'none'",
);

export function renderDocsPage(document: OpenApiDocument): string {
  const { info, tags, paths, components } = document;
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method as HttpMethod, op: op })),
  );
  const byTag = tags.map((tag) => ({ ...tag, ops: operations.filter(({ op }) => op.tags.includes(tag.name)) }));
  const nav = byTag
    .map(
      (tag) =>
        `<li><a href="#tag-${tag.name}">${escapeHtml(tag.name)}</a><ul>` +
        tag.ops
          .map(({ path, method, op }) => `<li><a href="#op-${op.operationId}">${methodBadge(method)} ${escapeHtml(path)}</a></li>`)
          .join('') +
        `</ul></li>`,
    )
    .join('');
  const sections = byTag
    .map(
      (tag) =>
        `<section id="tag-${tag.name}"><h2>${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>` +
        tag.ops.map(({ path, method, op }) => operationHtml(method, path, op, components.schemas)).join('') +
        `</section>`,
    )
    .join('');
  const schemas = Object.entries(components.schemas)
    .map(([name, schema]) => `<article id="schema-${name}"><h3>${name}</h3>${jsonHtml(schema)}</article>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} API ${escapeHtml(info.version)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(info.title)} API <small>${escapeHtml(info.version)}</small></h1><p>${escapeHtml(info.description)}</p>
<p><a href="openapi.json">OpenAPI ${document.openapi} document (JSON)</a></p></header>
<main><nav aria-label="Operations"><h2>Operations</h2><ul>${nav}</ul></nav>${sections}
<section id="schemas"><h2>Schemas</h2>${schemas}</section></main></body></html>
`;
}
